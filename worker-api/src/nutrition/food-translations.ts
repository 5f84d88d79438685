// Other languages' words for common foods, in English as the food descriptions name them: a
// Spanish, Portuguese, Italian, French, German, Dutch, Danish or Swedish line finds its food
// through them ("zucchero" is sugar, "olijfolie" olive oil).

/**
 * Words of other languages' recipes in English, as the descriptions name the food: "zucchero" is
 * sugar, "olijfolie" olive oil. Written word=english (the English words joined by "_"), each
 * language after its "#" line. The matcher reads them once, accents taken off and in the English
 * singular, so a plural needs a key only where English rules miss it ("uova").
 */
export const TRANSLATIONS_TEXT = `
# Spanish and Portuguese
sal=salt agua=water azucar=sugar harina=flour farinha=flour mantequilla=butter manteiga=butter
huevo=egg ovo=egg leche=milk leite=milk aceite=oil azeite=olive_oil cebolla=onion cebola=onion
ajo=garlic alho=garlic tomate=tomato arroz=rice pimienta=pepper pimenta=pepper branca=white branco=white blanca=white
pimento=bell_pepper malagueta=chili_pepper queso=cheese queijo=cheese pollo=chicken frango=chicken
camarao=shrimp gamba=shrimp coentro=coriander hortela=mint limon=lemon limao=lemon patata=potato
batata=potato zanahoria=carrot cenoura=carrot tamboril=monkfish maduro=ripe grande=large
pequena=small
# Italian
sale=salt acqua=water zucchero=sugar farina=flour burro=butter uovo=egg uova=egg latte=milk
olio=oil cipolla=onion aglio=garlic pomodoro=tomato pomodori=tomato riso=rice pepe=black_pepper
formaggio=cheese tuorlo=egg_yolk tuorli=egg_yolk albume=egg_white albumi=egg_white limone=lemon
limoni=lemon gelatina=gelatin fragola=strawberry fragole=strawberry panna=cream velo=powdered intero=whole fino=fine
# French
sel=salt eau=water sucre=sugar farine=flour beurre=butter oeuf=egg lait=milk huile=oil oignon=onion
ail=garlic echalote=shallot champignon=mushroom riz=rice vin=wine blanc=white poivre=black_pepper
creme=cream fromage=cheese poulet=chicken
# German
salz=salt wasser=water zucker=sugar mehl=flour weizenmehl=flour ei=egg eier=egg milch=milk
zwiebel=onion knoblauch=garlic knoblauchzehe=garlic_clove pfeffer=pepper schwarzer=black
tomaten=tomato sahne=cream gemusefond=vegetable_stock kase=cheese kartoffel=potato kartoffeln=potato zuckerschoten=snow_peas
# Dutch
zout=salt suiker=sugar bloem=flour boter=butter eieren=egg melk=milk olie=oil olijfolie=olive_oil
ui=onion uien=onion knoflook=garlic rode=red gedroogde=dried verse=fresh basilicum=basil
olijven=olive amandelen=almond gerookte=smoked azijn=vinegar biologische=organic
zongedroogde=sun_dried rodewijnazijn=red_wine_vinegar witte=white peper=pepper kaas=cheese
# Danish and Swedish
vand=water vatten=water sukker=sugar socker=sugar strosocker=sugar smor=butter aeg=egg agg=egg
maelk=milk mjolk=milk olja=oil log=onion lok=onion hvidlog=garlic vitlok=garlic tomater=tomato
peber=pepper peppar=pepper havregryn=oats kakao=cocoa mjukt=softened rumstempererat=room_temperature kaffe=coffee flodeost=cream_cheese spidskommen=cumin
peberfrugt=bell_pepper bouillonterning=bouillon_cube vaniljsocker=vanilla_sugar starkt=strong
parlsocker=pearl_sugar kokosflingor=coconut_flakes peberfrugter=bell_pepper fuldkornsspaghetti=whole_wheat_spaghetti
`;
