require("./site-common-Dmk5GkiF.cjs");
const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
// src/features/public/components/page-banner.tsx
/**
* The wide image at the top of a content page. It is the page's largest element (its LCP), so it
* loads eagerly with high priority; while the record loads, an empty box of the same shape holds
* its place so nothing jumps when it arrives.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
var BANNER_SIZE = require_page_common.UPLOAD_RULES.banner;
function PageBanner({ image, alt, width = BANNER_SIZE.width, height = BANNER_SIZE.height }) {
	if (image === "") return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: require_content_module.content_module_default.banner,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
			name: image,
			alt,
			width,
			height,
			priority: true,
			sizes: "100vw"
		})
	});
}
Object.defineProperty(exports, "BANNER_SIZE", {
	enumerable: true,
	get: function() {
		return BANNER_SIZE;
	}
});
Object.defineProperty(exports, "PageBanner", {
	enumerable: true,
	get: function() {
		return PageBanner;
	}
});
