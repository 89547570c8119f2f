// Renders its children once the spot scrolls near the viewport: parts below the fold load their code and data then.
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

const NEAR_VIEWPORT = "200px";

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = spot.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEWPORT });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={spot} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
