// Every machine of the product, with the one line a product owner reads first; diagrams and their staleness test use it.
import type { AnyStateMachine } from "xstate";
import { appMachine } from "./app.machine";
import { preferencesMachine } from "./preferences.machine";

export const MACHINES: { file: string; machine: AnyStateMachine; summary: string }[] = [
  {
    file: "app.machine",
    machine: appMachine,
    summary: "App start: checks maintenance and region status, loads the permission settings once, and member info when a token exists.",
  },
  {
    file: "preferences.machine",
    machine: preferencesMachine,
    summary: "The visitor's theme and language: a new language shows only once its catalog has loaded.",
  },
];
