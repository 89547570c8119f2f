// Notices on the home page: the strip and the announcement modal it opens.
import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { announcementsMachine } from "../../../../machines/announcements.machine";
import { useContentQueries, useFlowMachine } from "../../../flows/actors";
// The modal and its strings load when a title is first clicked.
const AnnouncementModal = lazy(() => import("../pages/AnnouncementModal").then((module) => ({ default: module.AnnouncementModal })));
import { NoticeStrip, NoticeStripSpace } from "./NoticeStrip";

export function HomeNotices() {
  const { i18n } = useLingui();
  const { data: notices = [], isPending } = useQuery(useContentQueries().notices(i18n.locale));
  const [snapshot, , actor] = useFlowMachine(announcementsMachine);
  const ids = notices.map((notice) => notice.id);
  return (
    <>
      {isPending ? <NoticeStripSpace /> : <NoticeStrip notices={notices} onOpen={(id) => actor.send({ type: "announcements.open", ids, id })} />}
      {snapshot.hasTag("open") && (
        <Suspense fallback={null}>
          <AnnouncementModal actor={actor} notices={notices} />
        </Suspense>
      )}
    </>
  );
}
