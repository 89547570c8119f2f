// The layout's banner region: the page's banner group in the current language. The first banner paints at once; the
// carousel (embla) loads later, at the first touch or before its first turn, since the first paint does not need it.
import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import type { BannerGroup } from "../../../contract/content";
import { useContentQueries } from "../../../flows/actors";
import { useLater } from "../../../ui/useLater";
import { BannerStill } from "./BannerStill";
const BannerCarousel = lazy(() => import("./BannerCarousel").then((module) => ({ default: module.BannerCarousel })));

export function BannerRegion({ group }: { group: BannerGroup }) {
  const { i18n, t } = useLingui();
  const queries = useContentQueries();
  const { data } = useQuery(queries.banners(group, i18n.locale));
  const later = useLater();
  if (!data || data.length === 0) return null;
  const still = <BannerStill banners={data} label={t`Featured`} />;
  return (
    <div className="region-banner" data-region="banner" data-banner-group={group}>
      {later ? <Suspense fallback={still}><BannerCarousel banners={data} label={t`Featured`} /></Suspense> : still}
    </div>
  );
}
