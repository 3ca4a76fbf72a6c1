/** How many turns the event loop took while `work` ran: none when it ran in one go. */
export async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  try {
    await work();
  } finally {
    counting = false;
  }
  return turns;
}
