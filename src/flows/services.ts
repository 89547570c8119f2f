// The API services bound to one client: the token, language and client id of this browser travel with every call.
import { createApiClient } from "../api/client";
import { contentApi } from "../api/content";
import { memberApi } from "../api/member";
import { sessionStore } from "../api/session";
import { systemApi } from "../api/system";
import { pageStartAnswers } from "../api/startAnswers";
import { i18n } from "../i18n/index";

export function createServices() {
  const client = createApiClient({
    getToken: sessionStore.token,
    getLanguage: () => i18n.locale,
    getClientId: sessionStore.clientId,
    onUnauthorized: sessionStore.clearToken,
    startAnswers: pageStartAnswers(document),
  });
  return { client, system: systemApi(client), member: memberApi(client), content: contentApi(client) };
}
export type Services = ReturnType<typeof createServices>;
