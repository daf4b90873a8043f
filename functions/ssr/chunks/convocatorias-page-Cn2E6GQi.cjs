const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_banner = require("./page-banner-BwJOuLkt.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
const require_rich_text$1 = require("./rich-text-D7YMs_z0.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/components/convocatoria-item.module.css
var import_react = require_jsx_runtime$1.require_react();
var convocatoria_item_module_default = {
	item: "_i-c7JX",
	heading: "_lEANBN",
	trigger: "_LzdHEO",
	chevron: "_ztvkz4",
	panel: "_e82dgM",
	image: "_M9c7uy",
	intro: "_IoUdZ7",
	section: "_et4fvN"
};
// src/features/public/components/convocatoria-item.tsx
/**
* One call or contract in the convocatorias accordion: the header is a button (Enter/Space/click
* toggle it, aria-expanded says its state); the panel shows the intro and up to four sections,
* a section only when its heading is non-empty (spec §2), each with a 450 px PDF viewer.
* The panel's content is rendered only while open, so closed items load no image or PDF.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var PdfViewer = require_site_common.hydrateWhenNear(() => Promise.resolve().then(() => require("./pdf-viewer-CNeQW8D3.cjs")).then((m) => m.PdfViewer));
function sections(c) {
	return [
		{
			title: c.titleone,
			body: c.stringone,
			pdf: c.pdfone,
			pdfName: c.pdfoneName
		},
		{
			title: c.titletwo,
			body: c.stringtwo,
			pdf: c.pdftwo,
			pdfName: c.pdftwoName
		},
		{
			title: c.titlethree,
			body: c.stringthree,
			pdf: c.pdfthree,
			pdfName: c.pdfthreeName
		},
		{
			title: c.titlefour,
			body: c.stringfour,
			pdf: c.pdffour,
			pdfName: c.pdffourName
		}
	].map((s) => ({
		title: require_page_common.text(s.title),
		body: require_page_common.text(s.body),
		pdf: require_page_common.text(s.pdf),
		pdfName: require_page_common.text(s.pdfName)
	})).filter((s) => s.title !== "");
}
function ConvocatoriaItem({ item, open, onToggle }) {
	const headerId = `convocatoria-${item._id}`;
	const panelId = `${headerId}-panel`;
	const title = require_page_common.text(item.title) || "Convocatoria";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: convocatoria_item_module_default.item,
		"data-open": open,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: convocatoria_item_module_default.heading,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				id: headerId,
				className: convocatoria_item_module_default.trigger,
				"aria-expanded": open,
				"aria-controls": panelId,
				onClick: onToggle,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: title }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.ChevronDownIcon, { className: convocatoria_item_module_default.chevron })]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			id: panelId,
			role: "region",
			"aria-labelledby": headerId,
			className: convocatoria_item_module_default.panel,
			hidden: !open,
			children: open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				require_page_common.text(item.image) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
					name: require_page_common.text(item.image),
					alt: title,
					width: require_page_banner.BANNER_SIZE.width,
					height: require_page_banner.BANNER_SIZE.height,
					sizes: "(min-width: 75rem) 72rem, 100vw",
					className: convocatoria_item_module_default.image
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: convocatoria_item_module_default.intro,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text.RichText, { value: item.string })
				}),
				sections(item).map((s, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: convocatoria_item_module_default.section,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", { children: s.title }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_rich_text$1.Paragraphs, { text: s.body }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfViewer, {
							file: s.pdf,
							fileName: s.pdfName,
							title: s.title,
							height: 450
						})
					]
				}, i))
			] })
		})]
	});
}
// src/features/public/pages/convocatorias-page.tsx
/**
* /convocatorias: the accordion 'CONTRATOS Y CONVOCATORIAS VIGENTES' (spec §2), one item per
* record. Items start closed, so the page loads no PDF until a visitor opens one.
*/
var { title } = require_site_common.pageById("convocatorias");
function ConvocatoriasPage() {
	const data = require_page_common.useCollectionData();
	const [open, setOpen] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	require_site_common.usePageTitle(title);
	const toggle = (id) => setOpen((current) => {
		const next = new Set(current);
		if (next.has(id)) next.delete(id);
		else next.add(id);
		return next;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: require_content_module.content_module_default.title,
				children: title.toUpperCase()
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: require_content_module.content_module_default.prose,
				children: "Consulte los procesos de contratación y las convocatorias abiertas de la institución, con sus documentos."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
				data,
				loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {}),
				children: (items) => items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "En este momento no hay contratos ni convocatorias vigentes." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConvocatoriaItem, {
					item,
					open: open.has(item._id),
					onToggle: () => toggle(item._id)
				}, item._id)) })
			})
		]
	});
}
exports.default = ConvocatoriasPage;
