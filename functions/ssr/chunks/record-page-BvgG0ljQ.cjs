const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_page_banner = require("./page-banner-BwJOuLkt.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/components/record-page.tsx
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
/**
* The single-record pages are a collection holding one record: the first one is the page; none
* at all is the "empty" state. The records come from the route's loader.
*/
function RecordPage({ collection, banner, children }) {
	const { title } = require_site_common.pageById(collection);
	const data = require_page_common.useCollectionData();
	const frame = (state) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Frame, {
		title,
		banner,
		...state
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
		data,
		loading: frame({
			image: void 0,
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, {})
		}),
		failed: frame({
			image: "",
			body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.RetryError, {})
		}),
		children: (records) => {
			const record = records[0];
			if (!record) return frame({
				image: "",
				body: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "El contenido de esta página todavía no ha sido publicado. Le invitamos a volver pronto." })
			});
			const common = record;
			return frame({
				heading: require_page_common.text(common.title),
				image: require_page_common.text(common.image),
				content: children(record)
			});
		}
	});
}
/** The same banner, h1 and title in every state, so nothing moves when the record arrives. */
function Frame({ title, banner, heading, image, body, content }) {
	const shown = heading || title;
	require_site_common.usePageTitle(shown);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: require_content_module.content_module_default.page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_banner.PageBanner, {
				image,
				alt: shown,
				width: banner?.width,
				height: banner?.height
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "page-title",
					children: shown
				}), body]
			}),
			content
		]
	});
}
Object.defineProperty(exports, "RecordPage", {
	enumerable: true,
	get: function() {
		return RecordPage;
	}
});
