const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_render_page = require("../render-page.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/components/no-aplica-notes.tsx
var import_react = require_jsx_runtime$1.require_react();
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
var NONE = [];
function NoAplicaNotes({ path }) {
	const [all, setAll] = (0, import_react.useState)(() => {
		const known = require_site_common.settledOf(require_render_page.noAplicaReasons());
		return known.settled && "value" in known ? known.value : NONE;
	});
	(0, import_react.useEffect)(() => {
		let live = true;
		require_render_page.noAplicaReasons().then((found) => live && setAll(found));
		return () => {
			live = false;
		};
	}, []);
	const here = all.filter((r) => r.paths?.includes(path));
	if (here.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: require_content_module.content_module_default.section,
		"aria-labelledby": "no-aplica-aqui",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "no-aplica-aqui",
			children: "No aplica a la institución"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: require_content_module.content_module_default.list,
			children: here.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: `${r.number} ${r.name}` }),
				": ",
				r.reason
			] }, r.id))
		})]
	});
}
exports.NoAplicaNotes = NoAplicaNotes;
