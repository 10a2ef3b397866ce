// Where the edit screen finds its edit queues and delays: the app's, made once with the spec's delays
// and the real timers, unless a provider above it hands it others (a test's render does).
import { createContext, useContext } from "react";
import { editEnvironment, type EditDelays } from "./engine/environment.ts";
import { EditQueues } from "./engine/queues.ts";

const EditQueuesContext = createContext(new EditQueues(editEnvironment()));

/** Gives the screens below it these edit queues (and their environment) instead of the app's. */
export const EditQueuesProvider = EditQueuesContext.Provider;

/** The edit queues of the page. */
export const useEditQueues = (): EditQueues => useContext(EditQueuesContext);

/** How long the edit screen waits, from the same environment as its queues. */
export const useEditDelays = (): EditDelays => useEditQueues().environment.delays;
