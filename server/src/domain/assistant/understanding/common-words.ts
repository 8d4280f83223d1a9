// Everyday English and Spanish words that are also country terms ("nice", "chad", "male") or
// one typo away from one ("date" → "dane", "chat" → "chad", "quite" → "quito", "visa" → "pisa",
// "create" → "crete", "viene" → "viena", "studies" → "saudi").
// They never match by typo.
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `
about after again also back ball bank barn bath been begin best bill bold book born both bring
burn came cane card care cars case cash chat chin child chili city cold come cost cute dane date
days dear dine done down each easy even fine find five from full gave gaze give goal gone good
hall have help here high home hope hour hours iron just kind know lads last late life like lime
line list live long look made mail main make male mall many mice mile mine mole more most move
much must name near need next nice nine none note omen once only over page pair pairs part parts
pile pita plan pole poll pool pure quite rate read reading real rest ride role rose rush safe sale
same seen sell sera send ship shop show sick sign slam some song soon soul sort spot stay stop
such sure take talk than that then them they thin this time tips tour tours turn very visa wait
walk want week well went what when will wish with word work year your love answer reply
respond tell there where which would could should their these those around going travel
travelling traveling trip visit visiting flight flights hotels book booking ticket tickets
passport citizen citizens national holder requirements require needs month months next
days enter entry into toward towards winter summer spring autumn family friend friends
wife husband kids children alone business study student work tourist tourism price cheap
hola como para pero todo toda tiene tengo mira dame dime gracias bueno buena mucho poco casa
cara caro cosa vida cena sala bien mala malo mesa rosa tour viaje seguro vuelo hotel hoteles
desde hacia quiero viajar necesito puedes responder vuelos donde cuando cuanto porque tambien
quisiera gustaria necesitamos somos estoy estamos ciudadano pasaporte nacionalidad requisitos
manana visado viajes semana meses dias noche noches ayuda ayudame favor hablar espanol ingles
several multiple various cities route routes stops varias varios ciudades ciudad ruta
create creates created creating creation cree crean creamos crate crates greet greets greed
green grand grande grandma grandpa studies studied places islands check road roman loos chap bale
balm whales walls viene guia papa colega semanas turista estudio estancia quiso pais playas
cuantos cuantas cuanta puedo estar
martes tarifas casada pequeno cube limo
`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/**
 * Country terms that are more often plain words ("a nice hotel", "male"): they count only when
 * written with a capital letter somewhere other than the start of the message.
 */
export const AMBIGUOUS_TERMS: ReadonlySet<string> = new Set([
  'nice',
  'male',
  'pole',
  'split',
  'bath',
  'reading',
  'mobile',
  'sale',
  'split',
  'can',
  'mar',
]);
