const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var contact_details_module_default = { list: "_zZOa9K" };
// src/components/contact-details.tsx
/**
* The school's contact block (address, phones, e-mail, hours) from its settings, shown in the
* footer and on the contact page. Phones and e-mail are links a phone can act on; a line the
* school left empty is not shown.
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
function ContactDetails({ iconSize, className }) {
	const s = require_site_common.useSiteSettings();
	const phones = [s.phoneOne, s.phoneTwo].filter(Boolean);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		className: className ? `${contact_details_module_default.list} ${className}` : contact_details_module_default.list,
		children: [
			s.address && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.MapPinIcon, { size: iconSize }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: s.address })] }),
			phones.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.PhoneIcon, { size: iconSize }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: phones.map((phone, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [i > 0 && " · ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: require_site_common.telHref(phone),
				children: phone
			})] }, phone)) })] }),
			s.email && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.MailIcon, { size: iconSize }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `mailto:${s.email}`,
				children: s.email
			}) })] }),
			s.hours && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_content_icons.ClockIcon, { size: iconSize }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: s.hours })] })
		]
	});
}
Object.defineProperty(exports, "ContactDetails", {
	enumerable: true,
	get: function() {
		return ContactDetails;
	}
});
