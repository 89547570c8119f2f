// Tells the server a signed-in member's new language (getUpdateLanguage). Loaded once a member is signed in: a
// visitor's first paint carries neither it nor the command machine.
import { useEffect } from "react";
import * as z from "zod/mini";
import type { Language } from "../config/index";
import { command, useCommand } from "../flows/command";
import { PreferencesActor, SessionActor } from "../flows/actors";
import { services } from "./site";

const updateLanguage = command(z.string(), services.member.updateLanguage);

export function MemberLanguage() {
  const session = SessionActor.useActorRef();
  const preferences = PreferencesActor.useActorRef();
  const { run: sendLanguage } = useCommand<Language>(updateLanguage);
  useEffect(() => {
    const subscription = preferences.on("language.changed", ({ language }) => {
      // The site already shows the language; a failed update only means the server keeps the old one.
      if (session.getSnapshot().hasTag("signedIn")) sendLanguage(language);
    });
    return () => subscription.unsubscribe();
  }, [session, preferences, sendLanguage]);
  return null;
}
