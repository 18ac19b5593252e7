/** A count with its noun, singular for one: `count(1, 'operation')` is '1 operation', `count(3, 'page')` '3 pages'. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
