// A page's banner carousel (embla): hidden without banners, autoplay every 5 s only with more than one, paused on
// focus and hover, still for visitors who ask for reduced motion; a banner with a linkage opens it.
import { useCallback, useEffect, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
import { useLingui } from "@lingui/react/macro";
import type { Banner } from "../../../contract/content";
import { TIMING } from "../../../config/index";
import { SafeImage } from "../../../ui/SafeImage";
import { useFormat } from "../../../i18n/useFormat";
import { BannerLink } from "./BannerStill";
import { useCatalog } from "../../../i18n/useCatalog";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}


export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  // It comes after the first paint, its strings with the content catalog (lingui.config.ts).
  useCatalog("content");
  const { t } = useLingui();
  const format = useFormat();
  const many = banners.length > 1;
  const [plugins] = useState(() => (many && !prefersReducedMotion() ? [Autoplay({ delay: TIMING.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []));
  const [viewport, embla] = useEmblaCarousel({ loop: many, active: many }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  if (banners.length === 0) return null;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={label} data-testid="banner-carousel" data-autoplay={plugins.length > 0}>
      <div className="banner-carousel__viewport" ref={viewport}>
        <div className="banner-carousel__track">
          {banners.map((banner, index) => (
            <div className="banner-carousel__slide" key={banner.bannerId} role="group" aria-roledescription="slide" aria-label={`${format.number(index + 1)} / ${format.number(banners.length)}`} inert={index !== selected}>
              <BannerLink banner={banner}>
                <SafeImage src={banner.url} alt={banner.title} loading={index === 0 ? "eager" : "lazy"} data-testid="banner-image" />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--prev" aria-label={t`Previous banner`} onClick={() => embla?.scrollPrev()}>
            ‹
          </button>
          <button type="button" className="banner-carousel__arrow banner-carousel__arrow--next" aria-label={t`Next banner`} onClick={() => embla?.scrollNext()}>
            ›
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button key={banner.bannerId} type="button" className={index === selected ? "is-selected" : ""} aria-label={t`Show banner ${format.number(index + 1)}`} aria-current={index === selected} onClick={() => go(index)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
