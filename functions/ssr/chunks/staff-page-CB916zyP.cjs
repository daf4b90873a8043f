const require_page_common = require("./page-common-BcSJkiQt.cjs");
const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_render_page = require("../render-page.cjs");
const require_content_icons = require("./content-icons-CEeHut6b.cjs");
const require_jsx_runtime$1 = require("./jsx-runtime-CtfaYgXS.cjs");
const require_content_module = require("./content.module-Xo1hg_S-.cjs");
var staff_card_module_default = {
	card: "_JuB3lw",
	photo: "_IWuZYd",
	body: "_sJ2HdJ",
	name: "_mmPiai",
	surnames: "_5Vp0UN",
	position: "_XvUVaq",
	links: "_QcNOp2",
	link: "_C2ewIP"
};
// src/features/public/components/staff-card.tsx
/**
* One person of directivos, administrativos or docentes: photo, first names, surnames, position
* and an icon link for each contact channel the record has (none is shown for an empty link).
*/
var import_jsx_runtime = require_jsx_runtime$1.require_jsx_runtime();
/** Every photo has the exact size its upload rule demands. */
var PHOTO = require_page_common.UPLOAD_RULES.staff;
var CHANNELS = [
	{
		field: "stringtwo",
		label: "Red social de",
		Icon: require_content_icons.FacebookIcon
	},
	{
		field: "stringthree",
		label: "Llamar a",
		Icon: require_site_common.PhoneIcon
	},
	{
		field: "stringfour",
		label: "WhatsApp de",
		Icon: require_content_icons.WhatsappIcon
	},
	{
		field: "stringfive",
		label: "Escribir un correo a",
		Icon: require_site_common.MailIcon
	}
];
/** `priority`: the first card's photo is the page's largest element on a phone. */
function StaffCard({ person, priority = false }) {
	const names = require_page_common.text(person.title);
	const surnames = require_page_common.text(person.titleone);
	const fullName = [names, surnames].filter(Boolean).join(" ") || "esta persona";
	const position = require_page_common.text(person.stringone);
	const links = CHANNELS.map((c) => ({
		...c,
		href: require_page_common.safeLink(person[c.field])
	})).filter((c) => c.href);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: staff_card_module_default.card,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.MediaImage, {
			name: require_page_common.text(person.image),
			alt: `Foto de ${fullName}`,
			width: PHOTO.width,
			height: PHOTO.height,
			sizes: "(min-width: 48rem) 33vw, 100vw",
			className: staff_card_module_default.photo,
			priority
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: staff_card_module_default.body,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					className: staff_card_module_default.name,
					children: [names, surnames && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: staff_card_module_default.surnames,
						children: surnames
					})]
				}),
				position && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: staff_card_module_default.position,
					children: position
				}),
				links.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: staff_card_module_default.links,
					children: links.map(({ field, label, Icon, href }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(require_render_page.ExternalLink, {
						href,
						className: staff_card_module_default.link,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { size: 20 }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [
								label,
								" ",
								fullName
							]
						})]
					}) }, String(field)))
				})
			]
		})]
	});
}
var staff_page_module_default = { grid: "_GuWWuI" };
// src/features/public/pages/staff-page.tsx
/**
* /directivos, /administrativos and /docentes: the same card grid (3 per row from medium screens
* up, spec §9) over three collections of the same shape, so one component serves all three.
*/
function StaffPage({ collection }) {
	const data = require_page_common.useCollectionData();
	const { title } = require_site_common.pageById(collection);
	require_site_common.usePageTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		className: `container ${require_content_module.content_module_default.page}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: require_content_module.content_module_default.title,
			children: title.toUpperCase()
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.CollectionRecords, {
			data,
			loading: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.LoadingBlock, { label: "Cargando el equipo…" }),
			children: (people) => people.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(require_page_common.EmptyState, { children: "Pronto publicaremos aquí la información de nuestro equipo." }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: staff_page_module_default.grid,
				children: people.map((person, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaffCard, {
					person,
					priority: index === 0
				}) }, person._id))
			})
		})]
	});
}
exports.StaffPage = StaffPage;
