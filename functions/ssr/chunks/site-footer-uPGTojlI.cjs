const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_contact_details = require("./contact-details-jNB1wpxo.cjs");
const require_render_page = require("../render-page.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
var site_footer_module_default = {
	footer: "_QpG6WF",
	columns: "_I8dPTp",
	heading: "_YnV9-F",
	items: "_uhjZ0h",
	contact: "_tgV5hy",
	icons: "_aP4EVs",
	iconLink: "_3-bHeS",
	copyright: "_PsojB_",
	legal: "_K5Maeo",
	legalList: "_JVKxOv",
	legalLink: "_VnECiU",
	itemLink: "_mlXn0a",
	itemText: "_8V5W0j"
};
// src/components/layout/site-footer.tsx
/**
* The footer of spec §2: the institutional items, each a link to the page that covers it (issue 48),
* the contact block as fixed text, four icon links and the copyright line with the current year;
* and a row of links the law asks for on every page (Anexo 2 §2.3): Transparencia, the three
* policies and the site map, from the page registry; and the accessibility statement (Anexo 1,
* issue 50).
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/**
* The institutional items of spec §2, each a link to the page that covers it (issue 48: items that
* looked like links and were not sent a parent nowhere). The horizon page holds the mission, vision,
* philosophy, values and objectives; the privacy policy is also the personal data treatment
* policy. An item no page covers (the PEI as a whole) has no `to` and is drawn as plain, muted text.
*/
var INSTITUTIONAL_ITEMS = [
	{
		label: "Misión y visión",
		to: require_site_common.PUBLIC_PATHS.horizonte
	},
	{
		label: "Valores institucionales",
		to: require_site_common.PUBLIC_PATHS.horizonte
	},
	{ label: "Proyecto Educativo Institucional (PEI)" },
	{
		label: "Objetivos",
		to: require_site_common.PUBLIC_PATHS.horizonte
	},
	{
		label: "Filosofía",
		to: require_site_common.PUBLIC_PATHS.horizonte
	},
	{
		label: "Circulares",
		to: require_site_common.PUBLIC_PATHS.circulares
	},
	{
		label: "Rendición de cuentas",
		to: require_site_common.PUBLIC_PATHS.rendicioncuentas
	},
	{
		label: "Noticias",
		to: require_site_common.PUBLIC_PATHS.noticias
	},
	{
		label: "Galería de fotos",
		to: require_site_common.PUBLIC_PATHS.galeria
	},
	{
		label: "Política de privacidad",
		to: require_site_common.PUBLIC_PATHS.politicaprivacidad
	},
	{
		label: "Tratamiento de datos personales",
		to: require_site_common.PUBLIC_PATHS.politicaprivacidad
	}
];
/** The icon links, each from a setting; one the school left empty is not shown. */
var ICON_LINKS = [
	{
		setting: "facebook",
		label: "Facebook de la institución",
		Icon: require_content_icons.FacebookIcon
	},
	{
		setting: "youtubeChannel",
		label: "Canal de YouTube de la institución",
		Icon: require_content_icons.YoutubeIcon
	},
	{
		setting: "siteUrl",
		label: "Sitio web de la institución",
		Icon: require_content_icons.GlobeIcon
	},
	{
		setting: "studentSystemLogin",
		label: "Ingreso a la plataforma académica de estudiantes",
		Icon: require_content_icons.UserIcon
	}
];
function SiteFooter() {
	const settings = require_site_common.useSiteSettings();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("footer", {
		className: site_footer_module_default.footer,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: `container ${site_footer_module_default.columns}`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						"aria-labelledby": "footer-institucion",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "footer-institucion",
							className: site_footer_module_default.heading,
							children: "Institución"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: site_footer_module_default.items,
							children: INSTITUTIONAL_ITEMS.map(({ label, to }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: to ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
								to,
								className: site_footer_module_default.itemLink,
								children: label
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: site_footer_module_default.itemText,
								children: label
							}) }, label))
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						"aria-labelledby": "footer-contacto",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "footer-contacto",
							className: site_footer_module_default.heading,
							children: "Contáctenos"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_contact_details.ContactDetails, {
							iconSize: 18,
							className: site_footer_module_default.contact
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						"aria-labelledby": "footer-redes",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "footer-redes",
							className: site_footer_module_default.heading,
							children: "Síganos"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: site_footer_module_default.icons,
							children: ICON_LINKS.filter(({ setting }) => settings[setting]).map(({ setting, label, Icon }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_render_page.ExternalLink, {
								href: settings[setting],
								className: site_footer_module_default.iconLink,
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { size: 22 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: label
								})]
							}) }, label))
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Transparencia y políticas",
				className: site_footer_module_default.legal,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: `container ${site_footer_module_default.legalList}`,
					children: require_site_common.footerPages().map((page) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_site_common.Link, {
						to: page.path,
						className: site_footer_module_default.legalLink,
						children: page.footerLabel ?? page.menu?.label ?? page.title
					}) }, page.id))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: site_footer_module_default.copyright,
				children: settings.title && `© ${(/* @__PURE__ */ new Date()).getFullYear()} ${settings.title}. Todos los derechos reservados.`
			})
		]
	});
}
exports.SiteFooter = SiteFooter;
