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
  // While the group is on its way its space is kept (a banner's shape, in the carousel's colour), so the page under it
  // does not jump when the picture comes; a group that turns out empty gives it back.
  if (!data) {
    return (
      <div className="region-banner" data-region="banner" data-banner-group={group}>
        <div className="banner-carousel banner-carousel--reserved" aria-hidden="true" />
      </div>
    );
  }
  if (data.length === 0) return null;
  const still = <BannerStill banners={data} label={t`Featured`} />;
  return (
    <div className="region-banner" data-region="banner" data-banner-group={group}>
      {later ? <Suspense fallback={still}><BannerCarousel banners={data} label={t`Featured`} /></Suspense> : still}
    </div>
  );
}
