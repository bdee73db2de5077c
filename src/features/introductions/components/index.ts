/** The introductions feature's components for other features. */
export { YourIntroductions, type YourIntroduction } from "./your-introductions";
