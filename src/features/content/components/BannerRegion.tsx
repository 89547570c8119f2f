// The layout's banner region: the carousel of the page's banner group in the current language.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import type { BannerGroup } from "../../../contract/content";
import { useContentQueries } from "../../../flows/actors";
import { BannerCarousel } from "./BannerCarousel";

export function BannerRegion({ group }: { group: BannerGroup }) {
  const { i18n, t } = useLingui();
  const queries = useContentQueries();
  const { data } = useQuery(queries.banners(group, i18n.locale));
  if (!data || data.length === 0) return null;
  return (
    <div className="region-banner" data-region="banner" data-banner-group={group}>
      <BannerCarousel banners={data} label={t`Featured`} />
    </div>
  );
}
