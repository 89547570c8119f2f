// Every area's catalog in every language, each loaded with the area's first page (src/i18n/index.ts loadArea).
import type { Messages } from "@lingui/core";

export const areaCatalogs = import.meta.glob<{ messages: Messages }>(["../../locales/*/*.po", "!../../locales/*/messages.po"]);
