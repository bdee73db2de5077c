/**
 * A validator for the site's JSON-LD: the schema.org vocabulary the site uses (each type and the
 * properties it may carry), references by @id that must resolve inside the graph, and the rules
 * search engines apply to an `Article` (headline length, ISO 8601 dates, modified not before
 * published, an author with a name and address, citations with a name and an absolute address).
 * It answers a list of errors, each naming the node and the property; an empty list is valid.
 */

const thing = ["name", "description", "url", "sameAs", "identifier", "image", "alternateName", "mainEntityOfPage"];
const creativeWork = [
  ...thing,
  "headline",
  "author",
  "publisher",
  "datePublished",
  "dateModified",
  "inLanguage",
  "isPartOf",
  "citation",
  "about",
  "keywords",
  "mainEntity",
];
const organisation = [
  ...thing,
  "legalName",
  "telephone",
  "email",
  "address",
  "contactPoint",
  "foundingDate",
  "founder",
  "award",
  "hasCredential",
  "logo",
  "areaServed",
];

/** Each schema.org type the site uses, with the properties it may carry (its own and inherited). */
export const vocabulary: Readonly<Record<string, readonly string[]>> = {
  Article: [...creativeWork, "articleSection", "wordCount", "articleBody"],
  CreativeWork: creativeWork,
  WebSite: creativeWork,
  WebPage: [...creativeWork, "breadcrumb"],
  AboutPage: [...creativeWork, "breadcrumb"],
  ContactPage: [...creativeWork, "breadcrumb"],
  ProfilePage: [...creativeWork, "breadcrumb"],
  CollectionPage: [...creativeWork, "breadcrumb"],
  ItemList: [...thing, "itemListElement", "numberOfItems", "itemListOrder"],
  ListItem: [...thing, "position", "item"],
  DefinedTermSet: [...creativeWork, "hasDefinedTerm"],
  DefinedTerm: [...thing, "inDefinedTermSet", "termCode"],
  Person: [...thing, "jobTitle", "knowsAbout", "hasCredential", "worksFor", "affiliation"],
  Organization: organisation,
  GovernmentOrganization: organisation,
  FinancialService: [...organisation, "priceRange"],
  Service: [...thing, "serviceType", "provider", "areaServed"],
  EducationalOccupationalCredential: [...thing, "credentialCategory", "recognizedBy"],
  PostalAddress: [...thing, "streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"],
  ContactPoint: [...thing, "contactType", "telephone", "email", "areaServed", "availableLanguage"],
  PropertyValue: [...thing, "propertyID", "value"],
  Country: thing,
  Place: [...thing, "address"],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function absoluteUrl(value: Json | undefined): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

function validDate(value: Json | undefined): value is string {
  return typeof value === "string" && isoDate.test(value) && !Number.isNaN(Date.parse(value));
}

/** The errors in a JSON-LD document (one graph, as every page sends); none when it is valid. */
export function structuredDataErrors(document: unknown): string[] {
  const errors: string[] = [];
  if (!isNode(document as Json)) return ["the document is not a JSON object"];
  const root = document as Node;
  if (root["@context"] !== "https://schema.org") errors.push('@context: must be "https://schema.org"');
  const graph = root["@graph"];
  if (!Array.isArray(graph) || graph.length === 0) return [...errors, "@graph: must be a list of nodes"];

  const ids = new Map<string, number>();
  const references: { at: string; id: string }[] = [];
  graph.forEach((node) => {
    if (isNode(node) && typeof node["@id"] === "string") ids.set(node["@id"], (ids.get(node["@id"]) ?? 0) + 1);
  });
  for (const [id, count] of ids) if (count > 1) errors.push(`${id}: @id is used by ${count} nodes`);

  const visit = (node: Node, at: string) => {
    const keys = Object.keys(node);
    // A reference to another node: only an @id, which must be in the graph.
    if (keys.length === 1 && keys[0] === "@id") {
      if (typeof node["@id"] !== "string") errors.push(`${at}: @id must be a string`);
      else references.push({ at, id: node["@id"] });
      return;
    }
    const type = node["@type"];
    if (typeof type !== "string") {
      errors.push(`${at}: has no @type`);
      return;
    }
    const allowed = vocabulary[type];
    if (!allowed) {
      errors.push(`${at}: @type "${type}" is not a type this site's vocabulary knows`);
      return;
    }
    for (const key of keys) {
      if (key === "@type" || key === "@id") continue;
      if (!allowed.includes(key)) errors.push(`${at}: "${key}" is not a property of ${type}`);
      const value = node[key];
      if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) errors.push(`${at}: "${key}" is empty`);
      if ((key === "url" || key === "mainEntityOfPage") && typeof value === "string" && !absoluteUrl(value)) errors.push(`${at}: "${key}" must be an absolute address`);
      const children = Array.isArray(value) ? value : [value];
      children.forEach((child, index) => {
        if (isNode(child)) visit(child, `${at}.${key}${Array.isArray(value) ? `[${index}]` : ""}`);
      });
    }
    if (type === "Article") articleErrors(node, at, errors);
  };
  graph.forEach((node, index) => {
    if (!isNode(node)) errors.push(`@graph[${index}]: is not a node`);
    else visit(node, typeof node["@id"] === "string" ? node["@id"] : `@graph[${index}]`);
  });
  for (const { at, id } of references) if (!ids.has(id)) errors.push(`${at}: refers to ${id}, which is not in the graph`);
  return errors;
}

/** The rules for an Article: what search engines need to show it, and citations that lead somewhere. */
function articleErrors(node: Node, at: string, errors: string[]) {
  const headline = node.headline;
  if (typeof headline !== "string" || headline.trim() === "") errors.push(`${at}: an Article needs a headline`);
  else if (headline.length > 110) errors.push(`${at}: headline is longer than 110 characters`);
  if (!absoluteUrl(node.url)) errors.push(`${at}: an Article needs its absolute url`);
  const published = node.datePublished;
  const modified = node.dateModified;
  if (!validDate(published)) errors.push(`${at}: datePublished must be an ISO 8601 date`);
  if (!validDate(modified)) errors.push(`${at}: dateModified must be an ISO 8601 date`);
  if (validDate(published) && validDate(modified) && Date.parse(modified) < Date.parse(published)) {
    errors.push(`${at}: dateModified is before datePublished`);
  }
  const authors = Array.isArray(node.author) ? node.author : node.author === undefined ? [] : [node.author];
  if (authors.length === 0) errors.push(`${at}: an Article needs an author`);
  for (const author of authors) {
    if (!isNode(author) || (author["@type"] !== "Person" && author["@type"] !== "Organization")) {
      errors.push(`${at}.author: must be a Person or an Organization`);
    } else {
      if (typeof author.name !== "string" || author.name.trim() === "") errors.push(`${at}.author: needs a name`);
      if (!absoluteUrl(author.url)) errors.push(`${at}.author: needs the absolute url of the author's page`);
    }
  }
  if (node.citation !== undefined) {
    const citations = Array.isArray(node.citation) ? node.citation : [node.citation];
    citations.forEach((citation, index) => {
      const where = `${at}.citation[${index}]`;
      if (!isNode(citation) || citation["@type"] !== "CreativeWork") errors.push(`${where}: must be a CreativeWork`);
      else {
        if (typeof citation.name !== "string" || citation.name.trim() === "") errors.push(`${where}: needs a name`);
        if (!absoluteUrl(citation.url)) errors.push(`${where}: needs an absolute url`);
      }
    });
  }
}
