/** A placement question's points on the table are lettered A, B, C… in the order of its choices. */
export const pointLetter = (i: number): string => String.fromCharCode(65 + i);
