/**
 * The one door to the state library (lint forbids importing zustand elsewhere): UI and session state only;
 * server data lives in the DocumentStore and its watchers.
 */
export { create } from 'zustand';
export type { StoreApi, UseBoundStore } from 'zustand';
export { createJSONStorage, persist } from 'zustand/middleware';
