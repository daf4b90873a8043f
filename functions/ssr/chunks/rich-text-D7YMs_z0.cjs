// src/features/public/components/rich-text.tsx
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
/**
* Administrators type plain text; a blank line or a line break starts a new paragraph, which is
* what they see in their text areas. No HTML from records is ever rendered as markup.
*/
function Paragraphs({ text, className }) {
	const paragraphs = text.split(/\n+/).map((p) => p.trim()).filter(Boolean);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: paragraphs.map((p, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className,
		children: p
	}, i)) });
}
Object.defineProperty(exports, "Paragraphs", {
	enumerable: true,
	get: function() {
		return Paragraphs;
	}
});
