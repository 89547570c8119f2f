// An area's pages call this first: it suspends until the area's strings are loaded in the current language.
import { use } from "react";
import { useLingui } from "@lingui/react";
import { isLanguage, loadArea, type CatalogArea } from "./index";

/**
 * A promise React reads as settled without waiting (its status says so): every render calls use() once, as React
 * requires, and one whose strings are there already does not suspend.
 */
const LOADED = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

export function useCatalog(area: CatalogArea): void {
  const { i18n } = useLingui();
  use((isLanguage(i18n.locale) ? loadArea(area, i18n.locale) : null) ?? LOADED);
}
