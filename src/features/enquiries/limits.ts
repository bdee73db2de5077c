/** The longest message the contact and partnership forms take, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
