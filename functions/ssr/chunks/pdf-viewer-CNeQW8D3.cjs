const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_render_page = require("../render-page.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
// src/components/pdf-viewer/pdf-viewer.module.css
var import_react = require_jsx_runtime$1.require_react();
var pdf_viewer_module_default = {
	viewer: "_KDaYiG",
	frame: "_3uUzX1",
	document: "_EaXNUp",
	toolbar: "_7r8RN3",
	pageButton: "_Cj4pSi",
	pageStatus: "_qYYTQJ",
	buttonLabel: "_M4ZQSZ",
	pages: "_OmARdJ",
	standby: "_DlcKd_",
	status: "_4Cgu9A",
	failed: "_tV6ZfG",
	caption: "_at3khP",
	fileName: "_hwFKFF",
	download: "_KAtf8S",
	unavailable: "_B5GWXm"
};
// src/components/pdf-viewer/viewer-failed.tsx
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** Shown when the document (or the viewer itself) could not be loaded. */
function ViewerFailed() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: pdf_viewer_module_default.failed,
		role: "alert",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "No se pudo mostrar el documento." }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "Puede descargarlo con el enlace «Descargar PDF» que aparece debajo, o intentarlo más tarde." })]
	});
}
// src/components/feedback/error-boundary.tsx
/**
* Keeps a failing widget (a lazily loaded viewer, an embed) from taking the whole page down:
* the page stays readable and only the widget shows its fallback.
*/
var ErrorBoundary = class extends import_react.Component {
	state = { failed: false };
	static getDerivedStateFromError() {
		return { failed: true };
	}
	componentDidCatch(error, info) {
		console.error(error, info.componentStack);
	}
	render() {
		return this.state.failed ? this.props.fallback : this.props.children;
	}
};
// src/components/pdf-viewer/pdf-viewer.tsx
/**
* An embedded PDF with page navigation and a download link (spec §2: 750 px high on rendición de
* cuentas and manual de convivencia, 450 px on convocatorias).
*
* Only this light frame is in the page's chunk. react-pdf, pdf.js and its worker (~half a
* megabyte, and a long parse on a phone) load when the frame is near the viewport and the visitor
* has scrolled or touched the page, or at once with the "Ver documento" button. So pages without
* a PDF never load them, and loading a page with one (what a speed audit measures) does not
* either. The download link works before then, and if the viewer fails.
*
* This frame itself is hydrated late on a first view (the pages declare it with hydrateWhenNear): until its code has
* come, "Ver documento" is a plain form that opens the PDF in the browser, so a tap before then
* is not lost; once hydrated (`data-enhanced` on the form) it opens the viewer in the page.
*/
/** No store to follow: `useSyncExternalStore` only tells a hydration (server snapshot) from a fresh mount. */
var noChange = () => () => {};
var PdfDocument = (0, import_react.lazy)(() => require_render_page.loadChunk("visor-pdf", () => Promise.resolve().then(() => require("./pdf-document-Bx2sD3gS.cjs"))));
function PdfViewer({ file, fileName, title, height }) {
	const [frame, setFrame] = (0, import_react.useState)(null);
	const near = require_page_common.useDeferredMount(frame, "600px");
	const enhanced = (0, import_react.useSyncExternalStore)(noChange, () => true, () => false);
	const [hydratedLate] = (0, import_react.useState)(() => !enhanced && require_site_common.hasVisitorEngaged());
	const interacted = require_page_common.useUserInteracted(hydratedLate);
	const [requested, setRequested] = (0, import_react.useState)(false);
	const ready = requested || near && interacted;
	if (!file) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: pdf_viewer_module_default.unavailable,
		children: "El documento de esta sección aún no está disponible."
	});
	const url = require_site_common.mediaUrl(file);
	const waiting = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: pdf_viewer_module_default.status,
		children: "Cargando documento…"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", {
		className: pdf_viewer_module_default.viewer,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: setFrame,
			className: pdf_viewer_module_default.frame,
			style: { height },
			tabIndex: -1,
			children: ready ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorBoundary, {
				fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ViewerFailed, {}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: waiting,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PdfDocument, {
						url,
						title
					})
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: pdf_viewer_module_default.standby,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.FileIcon, { size: 40 }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: fileName || title }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
						action: url,
						method: "get",
						"data-enhanced": enhanced ? "" : void 0,
						onSubmit: (event) => {
							event.preventDefault();
							setRequested(true);
							frame?.focus();
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "submit",
							className: "button",
							children: ["Ver documento", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "sr-only",
								children: [": ", fileName || title]
							})]
						})
					})
				]
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figcaption", {
			className: pdf_viewer_module_default.caption,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: pdf_viewer_module_default.fileName,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.FileIcon, { size: 20 }), fileName || title]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				className: pdf_viewer_module_default.download,
				href: url,
				download: fileName || true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.DownloadIcon, { size: 20 }),
					"Descargar PDF",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [": ", fileName || title]
					})
				]
			})]
		})]
	});
}
exports.PdfViewer = PdfViewer;
exports.ViewerFailed = ViewerFailed;
exports.pdf_viewer_module_default = pdf_viewer_module_default;
