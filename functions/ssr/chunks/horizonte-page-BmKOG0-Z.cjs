require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_record_page = require("./record-page-BvgG0ljQ.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var horizonte_page_module_default = {
	blocks: "_q2qOmW",
	block: "_nnyvUu",
	inner: "_0GgIi2",
	image: "_cOX6ez"
};
// src/features/public/pages/horizonte-page.tsx
/**
* /horizonteinstitucional: the ten heading/text blocks of the horizonte record in alternating
* coloured bands, each text formatted (the two that were lists, stringfour and stringfive, read as
* bullet lists when stored that way: decision 0011); the mission and vision blocks carry their
* own images.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** Every horizonte image has the exact size its upload rule demands. */
var IMAGE = require_page_common.UPLOAD_RULES.horizonte;
var NUMBERS = [
	"one",
	"two",
	"three",
	"four",
	"five",
	"six",
	"seven",
	"eight",
	"nine",
	"ten"
];
var TONES = [
	"blue",
	"light",
	"gold"
];
function blocks(r) {
	return NUMBERS.map((n) => {
		const body = r[`string${n}`];
		return {
			key: n,
			title: require_page_common.text(r[`title${n}`]),
			body,
			image: n === "one" ? require_page_common.text(r.imagemision) : n === "two" ? require_page_common.text(r.imagevision) : ""
		};
	}).filter((b) => b.title || require_rich_text.hasRichText(b.body));
}
function HorizontePage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_record_page.RecordPage, {
		collection: "horizonte",
		banner: IMAGE,
		children: (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: horizonte_page_module_default.blocks,
			children: blocks(r).map((block, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
				className: horizonte_page_module_default.block,
				"data-tone": TONES[i % TONES.length],
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: `container ${horizonte_page_module_default.inner}`,
					"data-with-image": Boolean(block.image),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: require_content_module.content_module_default.prose,
						children: [block.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: block.title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, {
							value: block.body,
							listClassName: require_content_module.content_module_default.list,
							headingLevel: 3
						})]
					}), block.image && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
						name: block.image,
						alt: block.title || "Imagen institucional",
						width: IMAGE.width,
						height: IMAGE.height,
						sizes: "(min-width: 64rem) 30rem, 100vw",
						className: horizonte_page_module_default.image
					})]
				})
			}, block.key))
		})
	});
}
exports.default = HorizontePage;
