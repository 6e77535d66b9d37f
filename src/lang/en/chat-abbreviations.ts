/**
 * English chat abbreviations used by Malaysians online, each mapped to its expansion. Aggressive
 * normalisation expands them.
 *
 * How it was made: written by the manglish-nlp team from Malaysian social-media and messaging usage.
 * Forms that are also Malay shortforms (`tq`, `k`) live in `lang/ms/shortforms.ts` instead.
 *
 * Format: `expansion: abbreviation abbreviation …`.
 */
export const CHAT_ABBREVIATION_TABLE = `
by the way: btw
i do not know: idk dunno
i do not care: idc
in my opinion: imo
in my humble opinion: imho
to be honest: tbh tbf
oh my god: omg omgg
on my way: omw otw
be right back: brb
got to go: gtg g2g
talk to you later: ttyl
for your information: fyi
as soon as possible: asap
no problem: np
never mind: nvm
just kidding: jk
in real life: irl
direct message: dm
happy birthday: hbd
thank god it is friday: tgif
thank you: ty thankyou thnku
thanks: thx thnx thnks tnx
please: pls plz plss
you: u yu
your: ur yr
you are: ure
are: r
see you: cu cya
see you later: cul8r
going to: gonna
want to: wanna
got to: gotta
let me: lemme
give me: gimme
kind of: kinda
sort of: sorta
yeah: yea yeh
what the hell: wth
shaking my head: smh
fear of missing out: fomo
you only live once: yolo
best friend forever: bff
i know right: ikr
i love you: ily ilu
as far as i know: afaik
if i remember correctly: iirc
estimated time of arrival: eta
out of topic: oot
outfit of the day: ootd
to be announced: tba
to be confirmed: tbc
congratulations: congrats grats
tomorrow: tmr tmrw tmrow 2moro
today: tdy 2day
tonight: tnite 2nite
minutes: mins
hours: hrs
seconds: secs
people: ppl
something: smth sth
someone: sum1 smone
everyone: every1
anyone: any1
before: b4
great: gr8
later: l8r ltr
message: msg
picture: pic pix
video: vid
birthday: bday
because: bcuz cuz coz cos
really: rly rlly
seriously: srsly
very: vry
what: wat wht
with: w/
without: w/o
second: sec
minute: min
hour: hr
boyfriend: bf
girlfriend: gf
laughing out loud: lol
laughing my ass off: lmao
rolling on the floor laughing: rofl
okay okay: kk
problem: prob
facebook: fb
instagram: ig insta
of course: ofc
obviously: obv
though: tho
through: thru
about: abt
because of: bcoz of
nothing: nth ntg
next: nxt
right now: rn
hit me up: hmu
what are you doing: wyd
how about you: hbu wbu
not much: nm
good night: gn
good morning: gm
how are you: hru
text: txt
probably: prolly
definitely: def defo
too much information: tmi
do not worry: dw
no big deal: nbd
i know: ik
let me know: lmk
just in case: jic
for the win: ftw
christmas: xmas
chinese new year: cny
overtime: ot
medical certificate: mc
headquarters: hq
good game: gg
away from keyboard: afk
be back later: bbl
i miss you: imy
not gonna lie: ngl
for real: fr
sorry: sry srry
good: gd gud
night: nite
love: luv
weekend: wknd
meeting: mtg
department: dept
government: govt
management: mgmt
approximately: approx
regards: rgds
appointment: appt
together: tgt
yesterday: yday ytd
whatever: w/e watever
already: alr alrdy ady oredi orredi
also: oso
is it: izzit issit
like that: liddat lidat
do not: dun
want: wan
cannot: cnt
`;
