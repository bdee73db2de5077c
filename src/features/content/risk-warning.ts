/** The risk warning every page about investing carries, word for word. */
export const riskWarningText = "The value of investments can go down as well as up, and you may get back less than you invest.";
