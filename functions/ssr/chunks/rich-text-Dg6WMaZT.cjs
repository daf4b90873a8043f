const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
// ../functions/src/model/rich-text.ts
/** Limits: a long page's text, far under Firestore's 1 MiB per record. */
var RICH_TEXT_LIMITS = {
	/** Characters of text (what the administrator wrote), as the plain long text allowed. */
	textLength: 2e4,
	/** UTF-8 bytes of the stored JSON (structure included). */
	bytes: 6e4,
	/** Nesting of nodes, the doc counting 1: three levels of lists fit, absurd nesting does not. */
	depth: 10,
	/** An href's length. */
	href: 2e3
};
/**
* A link the site may render: https://, mailto:, tel:, or one of the site's own paths (a single
* `/`, so never `//other-host`). Any whitespace or control character refuses it, so
* `java\tscript:` or a leading space cannot sneak past a browser's URL cleanup.
*/
function isSafeHref(href) {
	if (typeof href !== "string" || href.length === 0 || href.length > RICH_TEXT_LIMITS.href) return false;
	if (/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/.test(href)) return false;
	if (href.includes("\\")) return false;
	return /^(?:https:\/\/[^/?#@]+(?:[/?#]|$)|mailto:[^/]|tel:[+\d(])/i.test(href) || /^\/(?!\/)/.test(href);
}
/** The site's own path (rendered with the router's link), as opposed to another site or an app. */
var isOwnPath = (href) => /^\/(?!\/)/.test(href);
var emptyRichText = () => ({
	type: "doc",
	content: []
});
var isDoc = (value) => typeof value === "object" && value !== null && value.type === "doc" && Array.isArray(value.content);
var paragraph = (text) => ({
	type: "paragraph",
	content: [{
		type: "text",
		text
	}]
});
/**
* A stored value as a document, whatever its age: a document stays as it is; a plain long text
* (written before this kind existed) becomes one paragraph per line, as its page showed it; a list
* of texts becomes a bullet list. This is the upgrade on read of decision 0011.
*/
function richTextFrom(value) {
	if (isDoc(value)) return value;
	if (typeof value === "string") return {
		type: "doc",
		content: value.split(/\n+/).map((l) => l.trim()).filter(Boolean).map(paragraph)
	};
	if (Array.isArray(value)) {
		const items = value.filter((v) => typeof v === "string" && v.trim() !== "").map((v) => v.trim());
		if (items.length === 0) return emptyRichText();
		return {
			type: "doc",
			content: [{
				type: "bulletList",
				content: items.map((t) => ({
					type: "listItem",
					content: [paragraph(t)]
				}))
			}]
		};
	}
	return emptyRichText();
}
/** The document's words, blocks on their own lines: for the history's comparison and emptiness. */
function richTextPlain(value) {
	const out = [];
	const walk = (node, line) => {
		if (typeof node !== "object" || node === null) return;
		const n = node;
		if (n.type === "text" && typeof n.text === "string") line.push(n.text);
		else if (n.type === "hardBreak") line.push("\n");
		if (!Array.isArray(n.content)) return;
		if (n.type === "paragraph" || n.type === "heading") {
			const own = [];
			for (const child of n.content) walk(child, own);
			out.push(own.join(""));
		} else for (const child of n.content) walk(child, line);
	};
	walk(richTextFrom(value), []);
	return out.join("\n");
}
/** A document with no text at all (an empty paragraph is still empty): a required field unfilled. */
var isRichTextEmpty = (value) => richTextPlain(value).trim() === "";
// src/components/rich-text.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var childrenOf = (node) => Array.isArray(node.content) ? node.content : [];
function withMarks(text, marks, key) {
	let out = text;
	const list = Array.isArray(marks) ? marks : [];
	for (const mark of [...list].sort((a, b) => (a.type === "link" ? 1 : 0) - (b.type === "link" ? 1 : 0))) if (mark.type === "bold") out = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: out });
	else if (mark.type === "italic") out = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("em", { children: out });
	else if (mark.type === "link" && isSafeHref(mark.attrs?.href)) out = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichLink, {
		href: mark.attrs.href,
		children: out
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: out }, key);
}
function RichLink({ href, children }) {
	if (isOwnPath(href)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
		to: href,
		children
	});
	if (/^https:/i.test(href)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href,
		rel: "noopener",
		children
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href,
		children
	});
}
function inline(nodes) {
	return nodes.map((node, i) => {
		if (node.type === "hardBreak") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}, i);
		if (node.type === "text" && typeof node.text === "string") return withMarks(node.text, node.marks, i);
		return null;
	});
}
function block(node, key, props, top) {
	const level = props.headingLevel ?? 2;
	switch (node.type) {
		case "paragraph": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: top ? props.className : void 0,
			children: inline(childrenOf(node))
		}, key);
		case "heading": {
			const Tag = node.attrs?.level === 3 ? level === 2 ? "h3" : "h4" : level === 2 ? "h2" : "h3";
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tag, { children: inline(childrenOf(node)) }, key);
		}
		case "bulletList":
		case "orderedList": {
			const List = node.type === "bulletList" ? "ul" : "ol";
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
				className: props.listClassName,
				children: childrenOf(node).map((item, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: listItem(childrenOf(item), props) }, i))
			}, key);
		}
		default: return null;
	}
}
/**
* An item's one paragraph is drawn as the item's own words (no <p> inside the <li>), as the lists
* of plain texts were: the same margins, the same look for migrated content.
*/
function listItem(children, props) {
	const paragraphs = children.filter((c) => c.type === "paragraph").length;
	return children.map((child, j) => child.type === "paragraph" && paragraphs === 1 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: inline(childrenOf(child)) }, j) : block(child, j, props, false));
}
function RichText(props) {
	const doc = richTextFrom(props.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: doc.content.map((node, i) => block(node, i, props, true)) });
}
/** Whether a formatted (or older plain) text has any words to show. */
var hasRichText = (value) => !isRichTextEmpty(value);
Object.defineProperty(exports, "RichText", {
	enumerable: true,
	get: function() {
		return RichText;
	}
});
Object.defineProperty(exports, "hasRichText", {
	enumerable: true,
	get: function() {
		return hasRichText;
	}
});
Object.defineProperty(exports, "richTextPlain", {
	enumerable: true,
	get: function() {
		return richTextPlain;
	}
});
