// System calls: status and location at start, permission settings, domain route.
import { countrySchema, domainRouteSchema, registerSettingsSchema, systemStatusSchema, whitelabelSchema } from "../contract/system";
import type { ApiClient } from "./client";

export function systemApi(client: ApiClient) {
  return {
    /** Status and the caller's location together: the blocked page shows the visitor's IP. */
    async statusCheck(host: string) {
      const [status, country] = await Promise.all([
        client.call(systemStatusSchema, "/wps/system/status", { query: { url: host } }),
        client.call(countrySchema, "/wps/system/country"),
      ]);
      return { status, location: { countryCode: country.countryCode, ip: country.ip } };
    },
    async permissionSettings() {
      const [whitelabel, registerSettings] = await Promise.all([
        client.call(whitelabelSchema, "/wps/system/whitelabel"),
        client.call(registerSettingsSchema, "/wps/system/setting/register"),
      ]);
      return { whitelabel, registerSettings };
    },
    domainRoute: (host: string) => client.call(domainRouteSchema, "/wps/system/domainRoute", { query: { url: host } }),
  };
}
export type SystemApi = ReturnType<typeof systemApi>;
