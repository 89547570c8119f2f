// An area's pages call this first: it suspends until the area's strings are loaded in the current language.
import { use } from "react";
import { useLingui } from "@lingui/react";
import { isLanguage, loadArea, type CatalogArea } from "./index";

export function useCatalog(area: CatalogArea): void {
  const { i18n } = useLingui();
  if (!isLanguage(i18n.locale)) return;
  const pending = loadArea(area, i18n.locale);
  if (pending) use(pending);
}
