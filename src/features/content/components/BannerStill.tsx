// The first banner alone, as the carousel shows it before it turns: what the first paint needs of the banner region.
import { Link } from "@tanstack/react-router";
import type { Banner } from "../../../contract/content";
import { SafeImage } from "../../../ui/SafeImage";
import { useFormat } from "../../../i18n/useFormat";

export function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  if (banner.linkageType === "url") return <a href={banner.linkageTarget} target="_blank" rel="noopener noreferrer">{children}</a>;
  if (banner.linkageType === "route" || banner.linkageType === "promotion" || banner.linkageType === "game") {
    const to = banner.linkageType === "promotion" ? `/promoDetail?id=${banner.linkageTarget}` : banner.linkageType === "game" ? `/game?nodeId=${banner.linkageTarget}` : banner.linkageTarget;
    return <Link to={to}>{children}</Link>;
  }
  return <>{children}</>;
}

export function BannerStill({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const format = useFormat();
  const first = banners[0];
  if (!first) return null;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label} data-testid="banner-carousel">
      <div className="banner-carousel__viewport">
        <div className="banner-carousel__track">
          <div className="banner-carousel__slide" role="group" aria-roledescription="slide" aria-label={`${format.number(1)} / ${format.number(banners.length)}`}>
            <BannerLink banner={first}>
              {/* The page's largest paint: asked for before anything else (its box is kept by the stylesheet's aspect ratio). */}
              <SafeImage src={first.url} alt={first.title} loading="eager" fetchPriority="high" data-testid="banner-image" />
            </BannerLink>
          </div>
        </div>
      </div>
    </section>
  );
}
