// The browser seat's way into an online table, as the online suites
// take it: a room's link followed, the name typed when asked (a first
// visit), Join, the waiting room.
import { state, waitFor, click, frames } from "./game.mjs";

/** Whether the target id is there and enabled in state st. */
export const isOn = (st, id) => st.targets.some(t => t.id === id && t.enabled);

/**
 * Opens the room's link (?lang=lang&server=ws&join=code) in page and
 * joins: the name typed when the join step asks for one, then Join.
 * Resolves with the waiting room's state once "I'm ready" is offered.
 */
export async function joinByLink(page, url, { ws, code, lang = "en", name = "Bea", firstFrameTimeout = 180_000 }) {
  await page.goto(`${url}?lang=${lang}&server=${encodeURIComponent(ws)}&join=${code}`, { waitUntil: "load" });
  let s = await waitFor(page, "the join step or the room", st => (st.scene === "online" || st.scene === "room") && st, firstFrameTimeout);
  if (s.scene === "online") {
    await frames(page, 2);
    s = await state(page);
    if (isOn(s, "online.name")) {
      await page.keyboard.type(name, { delay: 60 });
      await frames(page, 2);
      s = await state(page);
    }
    await click(page, s, "online.code.go");
  }
  return waitFor(page, "the waiting room", st => st.scene === "room" && isOn(st, "online.room.ready") && st, 30_000);
}
