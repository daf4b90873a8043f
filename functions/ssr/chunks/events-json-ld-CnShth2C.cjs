const require_site_common = require("./site-common-Dmk5GkiF.cjs");
const require_event_dates = require("./event-dates-B1-pOoEn.cjs");
const require_rich_text = require("./rich-text-Dg6WMaZT.cjs");
// src/features/public/components/eventos/events-json-ld.tsx
/**
* schema.org `Event` structured data for the coming events, so search engines can list them.
* JSON in a script element of type application/ld+json (data, never run; the CSP allows no inline
* script anyway), written as text: `<` is escaped so no stored text can close the element.
*/
var import_jsx_runtime = require("./jsx-runtime-CtfaYgXS.cjs").require_jsx_runtime();
function EventsJsonLd({ events }) {
	const settings = require_site_common.useSiteSettings();
	if (events.length === 0) return null;
	const school = settings.title;
	const data = events.map((event) => ({
		"@context": "https://schema.org",
		"@type": "Event",
		name: event.title,
		startDate: require_event_dates.isAllDay(event) ? require_event_dates.dayOf(event.start) : event.start,
		endDate: require_event_dates.isAllDay(event) ? require_event_dates.dayOf(event.end || event.start) : event.end || event.start,
		eventStatus: "https://schema.org/EventScheduled",
		eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
		location: {
			"@type": "Place",
			name: event.location || school,
			...settings.address ? { address: settings.address } : {}
		},
		...require_rich_text.richTextPlain(event.description).trim() ? { description: require_rich_text.richTextPlain(event.description).trim() } : {},
		organizer: {
			"@type": "EducationalOrganization",
			name: school
		}
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("script", {
		type: "application/ld+json",
		children: JSON.stringify(data).replace(/</g, "\\u003c")
	});
}
exports.EventsJsonLd = EventsJsonLd;
