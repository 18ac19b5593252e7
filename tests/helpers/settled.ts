/** Whether `promise` settles within `ms`: a check that something has not happened (yet). */
export const settledWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])
