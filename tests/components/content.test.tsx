// Content widgets as a visitor meets them: the banner carousel, the notice strip, the announcement modal and the jackpot.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { announcementsMachine } from "../../machines/announcements.machine";
import type { Banner, Notice } from "../../src/contract/content";
import { AnnouncementModal } from "../../src/features/content/pages/AnnouncementModal";
import { BannerCarousel } from "../../src/features/content/components/BannerCarousel";
import { JackpotTicker } from "../../src/features/content/components/JackpotTicker";
import { NoticeStrip } from "../../src/features/content/components/NoticeStrip";
import { activateLanguage, i18n, loadArea } from "../../src/i18n/index";

const banner = (id: number): Banner => ({ groupName: "w_home", bannerId: id, url: `/b${id}.svg`, title: `Banner ${id}`, linkageType: "none", linkageTarget: "" });
const notice = (id: number): Notice => ({ id, type: "B", title: `Notice ${id}`, content: `<p>Body of notice ${id}</p>`, time: "2026-11-20T10:00:00.000Z" });
const withI18n = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(async () => {
  await activateLanguage("en");
  // The announcement modal lives in the content area's pages, whose strings load with them.
  await loadArea("content", "en");
  // happy-dom has no dialog methods; the product modal only needs them to exist.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});
afterEach(() => vi.useRealTimers());

describe("banner carousel", () => {
  it("shows a single banner without autoplay, arrows or dots", () => {
    withI18n(<BannerCarousel banners={[banner(1)]} label="Featured" />);
    const carousel = screen.getByTestId("banner-carousel");
    expect(carousel.dataset.autoplay).toBe("false");
    expect(screen.getAllByTestId("banner-image")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Next banner" })).toBeNull();
  });

  it("autoplays with more than one banner and offers labelled buttons for each", () => {
    withI18n(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} label="Featured" />);
    expect(screen.getByTestId("banner-carousel").dataset.autoplay).toBe("true");
    expect(screen.getByRole("button", { name: "Next banner" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show banner 3" })).toBeTruthy();
  });

  it("does not autoplay for a visitor who asks for reduced motion", () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original.call(window, query), matches: query.includes("reduce") });
    withI18n(<BannerCarousel banners={[banner(1), banner(2)]} label="Featured" />);
    expect(screen.getByTestId("banner-carousel").dataset.autoplay).toBe("false");
    window.matchMedia = original;
  });

  it("shows nothing for an empty group", () => {
    withI18n(<BannerCarousel banners={[]} label="Featured" />);
    expect(screen.queryByTestId("banner-carousel")).toBeNull();
  });
});

describe("notice strip", () => {
  it("scrolls every title and opens the clicked one", () => {
    const onOpen = vi.fn();
    withI18n(<NoticeStrip notices={[notice(1), notice(2)]} onOpen={onOpen} />);
    const strip = screen.getByTestId("notice-strip");
    // Each title appears twice for a seamless loop, but only once for assistive technology.
    expect(within(strip).getAllByRole("button")).toHaveLength(2);
    fireEvent.click(within(strip).getByRole("button", { name: "Notice 2" }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });
});

describe("announcement modal", () => {
  it("pages nine titles at a time and toggles the chosen notice", () => {
    const notices = Array.from({ length: 12 }, (_, index) => notice(index + 1));
    const actor = createActor(announcementsMachine).start();
    actor.send({ type: "announcements.open", ids: notices.map((n) => n.id), id: 1 });
    withI18n(<AnnouncementModal actor={actor} notices={notices} />);
    const titles = () => screen.getAllByRole("button", { expanded: false }).concat(screen.queryAllByRole("button", { expanded: true }));
    expect(titles()).toHaveLength(9);
    expect(screen.getByTestId("announcement-content").textContent).toContain("Body of notice 1");

    fireEvent.click(screen.getByRole("button", { name: /Notice 1\b/, expanded: true }));
    expect(screen.getByTestId("announcement-content").textContent).not.toContain("Body of notice 1");
    fireEvent.click(screen.getByRole("button", { name: /Notice 3\b/ }));
    expect(screen.getByTestId("announcement-content").textContent).toContain("Body of notice 3");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByTestId("announcement-page").textContent).toBe("2 / 2");
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
  });
});

describe("jackpot ticker", () => {
  it("adds 165.11 every three seconds", async () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 0, 1);
    withI18n(<JackpotTicker now={() => start} />);
    const amount = () => Number(screen.getByTestId("jackpot-amount").dataset.minor);
    const first = amount();
    expect(screen.getByTestId("jackpot-amount").textContent).toContain("1,250,000.00");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(amount() - first).toBe(16_511);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(amount() - first).toBe(3 * 16_511);
    expect(screen.getByTestId("jackpot-amount").textContent).toContain("1,250,495.33");
  });
});
