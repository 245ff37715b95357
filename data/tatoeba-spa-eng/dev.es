Hola.
Hasta la vista.
Hasta luego.
Escríbeme.
Guarda esto.
Guarde esto.
Guardá esto.
Guardad esto.
Guarden esto.
Yo lo rompí.
Ahí voy.
Es de parte mía.
Jesús lloró.
Sonrió.
Eso funciona.
Tomás esperó.
Estás triste.
Él está solo.
Yo tenía razón.
Soy un niño.
Habla despacito.
Tom pagó por adelantado.
Tom pagaba por adelantado.
Esperame.
Espera por mí.
Esperad por mí.
Espérame.
¡Qué ego!
¿Quién tiene la razón?
Eres libre.
Sois libres.
Estás perdido.
¿Estás bien?
Haz lo mejor que puedas.
Deja que lo haga.
Nadie preguntó.
Eso es cruel.
Tom está disgustado.
No podemos ganar.
Teníamos un gato.
Es un gran hombre de negocios.
Soy japonés.
Soy japonesa.
Me gusta el tenis.
Fui demasiado tímido.
Yo subí a bordo.
Lo voy a verificar.
Soy árbitro.
Estoy muy ocupada.
Todo está aquí.
Mantengámoslo.
Mira éstos.
Fíjate en éstos.
Me duele la cabeza.
Eso fue rápido.
Esto está vacío.
Tom estaba aburrido.
Tom obedecerá.
Queremos la paz.
¿Quién la encontró?
Tenés que descansar.
Las manzanas son rojas.
Los dos están vivos.
Ambos están vivos.
Adora la música.
A él le encanta la música.
Él parece cansado.
¡Qué afortunado soy!
Tengo hermanas.
Fue ameno.
Ponte el sombrero.
Ella lo besó.
Ella le besó.
Es evidente.
Está claro.
Es obvio.
Es lo que dice la ley.
Así dice la ley.
Así es la ley.
Esta es una ley.
Están de broma.
Tom está caminando.
Tom debería comer.
Tom no ayudará.
Tom está nadando.
Tom está emocionado.
Tom está entusiasmado.
Tom está ilusionado.
Vaya chasco.
Vaya decepción.
¿Quién ayudó a Tom?
Conduce con cuidado.
Maneja con cuidado.
Es un buen muchacho.
¿Qué tal hoy?
¿Cómo puede ser?
¿Cómo está tu padre?
Odio el fútbol.
Me gusta la canela.
Quedé satisfecho.
Te estoy llamando.
Fue hecho a mano.
Estaba hecho a mano.
Estaba hecha a mano.
Fue hecha a mano.
Déjame ir solo.
Quedémonos acá.
Nadie lo oyó.
Nada cambia.
Ella parece feliz.
Ella se ve feliz.
Parece feliz.
Tom llamó a Mary.
Tom ha madurado.
Tom es puntual.
Tom fue artero.
Le hicimos llorar.
Seremos asesinados.
Estamos disponibles.
Nosotros no vamos.
No vamos a ir.
Verifique su orden.
No me engañes.
Dale a Tom la pistola.
Dame esa llave.
Vete al garaje.
Ya lo hice.
Me comí el queso.
No lo escuché.
No lo he oído.
No te envidio.
No le conozco.
Quiero a mi madre.
Necesito que me aconsejen.
Les deseo suerte.
Estoy en el hotel.
Estaba delicioso.
Deja al perro fuera.
Vive en libertad o muere.
Mary es un marimacho.
Mary es un chicazo.
Mi casa está aquí.
Por favor, copia esto.
Por favor, copiad esto.
Por favor, copie esto.
Por favor, copiá esto.
Por favor, copien esto.
Ella murió en 1960.
La caja es pesada.
El niño estaba lleno.
Este es nuestro cuarto.
Esto es demasiado duro.
Tom es atento.
Tenemos una crisis.
Estamos completamente despiertos.
No puedes parar ahora.
No te puedes ir ahora.
Eres muy maleducado.
Eres muy grosero.
Agrega un poco de leche.
Añada un poco de leche.
Haz click en el enlace.
Pincha en el enlace.
Bebe más líquidos.
Todo es gratis.
Él es muy influyente.
Es influyente.
No compré eso.
No me gusta el vacuno.
No hacía mucho calor.
Falta alguien.
Dinos algo.
Díganos algo.
Dígannos algo.
La respuesta es sí.
Los dos se rieron.
Tom no está funcionando.
Tom estaba aterrorizado.
Ganamos la lucha.
Ganamos la batalla.
¿Qué necesitan?
¿Qué hay de cenar?
¿De quién es esta mochila?
Revisen sus bolsillos.
Revise sus bolsillos.
¿Me ha oído alguien?
¿Alguien me escuchó?
No juegues conmigo.
Todo el mundo está asombrado.
¿Cómo se puede hacer?
Ya dije que sí.
No puedo olvidar a Tom.
Me pasé todo el día haciéndolo.
Me temía lo peor.
Espero que Tom tenga razón.
Ojalá que Tom tenga razón.
He arado el campo.
Nací en 1979.
Lo haré para ti.
Parece no tener ningún valor.
Sería un desastre.
No te quites el calzado.
Sentémonos juntos.
Mary es actriz.
Mi sueño se hizo realidad.
Nadie puede ayudarme.
Léelo de nuevo para mí.
Ella no apareció.
Ella me hace feliz.
El eje está roto.
Tom tiene que responder.
Tom necesita descansar ahora.
Tom dijo que él estaba bien.
Nos sacrificamos un montón.
¿Cuánto te debemos?
¿Cuánto le debemos?
¿Cuánto les debemos?
¿Por qué estás tan enojado?
Escríbeme algo.
¡Debes estar bromeando!
Tú nomás andas de parranda.
Tráeme mis gafas.
Tráeme las gafas.
Tráigame mis gafas.
¿Puedo hacerlo después?
¿Puedo hacer eso más tarde?
¿Bebes café?
¿Tomás café?
¿Bebéis café?
¿Usted toma café?
¿Tienes tos?
¿No lo echas de menos?
¿No echáis eso en falta?
¿No añora aquello?
Todos tienen defectos.
Él luce sospechoso.
Suele venir tarde.
Me puedo defender sola.
Merezco la felicidad.
Tengo una vida muy buena.
Acabo de recibir las noticias.
Dije que podía ir.
Dije que tú podías ir.
Yo agradecería eso.
Todavía soy profesor.
Fue mi primer trabajo.
Todo es culpa tuya.
Mary es mi hija.
Mary es hija mía.
Vete a la escuela, por favor.
Roma es una ciudad antigua.
A ella le gusta ese bajo.
Cierra la puerta firmemente.
Dile a Tom de parte mía, ¿vale?
Ellos murieron en el campo de batalla.
Tom atrapó la pelota.
Tom condujo muy rápido.
Tom es antipático.
Tom está en el teléfono.
Tom dejó sola a Mary.
Tom gana mucho dinero.
Tom empacó sus bolsos.
Tom se fue a casa enojado.
Sabemos que Tom está aquí.
¿Dónde está tu casa?
¿Por qué eres tan rápido?
¿Por qué eres tan feo?
No puedes culparle.
No podéis culparle.
No pueden culparle.
No puede culparle.
Serás ignorado.
¿Me acompañas tú?
¿Puedes hacerlo más rápido?
¡No me rompas el corazón!
Todos se quedaron calmados.
Él esquiló la oveja.
Acepté la oferta.
Ayer comí pescado.
Comí pescado ayer.
Yo sé tocar la flauta.
Todavía puedo oírte.
No quiero ir.
Tengo problemas de espalda.
Creo que Tom es rudo.
Quiero jugar a las cartas.
Estoy loco por el golf.
No soy la madre de Tom.
Nunca te he querido.
Vale una fortuna.
Vayamos a despertar a Tom.
Mary, ¿estás decente?
¿Podría usar el baño?
La gente debería trabajar.
Por favor recuerda eso.
Ella le hizo conducir.
Toma tu medicación.
Eso es todo por hoy.
El sistema está podrido.
Hay sólo una cama.
Viven en una casa.
Esta botella está vacía.
Esto es lo que necesitamos.
Esta era la silla de Tom.
Tom encontró un empleo para Mary.
Tom tuvo una semana ardua.
Tom siempre tiene hambre.
Tom se está aburriendo.
Tom estaba muy borracho.
Tomás estaba realmente borracho.
El auto de Tom se averió.
No hemos pedido eso.
No somos terroristas.
¿Cuántos son dos más dos?
¿Adónde van?
¿A dónde van?
¿Adónde van ellos?
¿Dónde está la oficina de Tom?
Puedes quedarte con nosotros.
Me has herido mucho.
¿Estás ahora en Boston?
¿Te gusta el chocolate?
¿Te duele la garganta?
Todos bajaron la voz.
Todo el mundo habló bajito.
Dios creó el universo.
Él dejó el cigarro.
Él buscó la llave.
Aquí viene el camarero.
Me rompí la pierna esquiando.
Vengo de Australia.
Necesito ir a trabajar.
Estoy aquí extraoficialmente.
Estoy reaprendiendo francés.
¿Esa idea es tuya propia?
Estaba extremadamente frío.
Fue muy bonito.
Era muy bonito.
Era muy hermoso.
Está empezando a llover.
La gente se burló de Tom.
Corre un poco cada día.
Parece que ella viene.
Te lo mereces.
Ellos intentaron todo.
Pensá en tu hermano.
Tom y yo somos primos.
Tom se autocorrigió.
Tom flexionó sus bíceps.
Tom es extremadamente rico.
Tom está en bastantes malas condiciones.
Tom está bastante aporreado.
Tom está bastante lastimado.
Tom no es un buen cocinero.
Tom pagará por esto.
Tom tiene una bocota.
Tom tiene una boca grande.
Tenemos un montón de tiempo.
Tenemos mucho tiempo.
¿Qué descubriste?
¿Quién te vendió este auto?
¿De quién es esta bicicleta?
¿Por qué esperar al lunes?
Deben ir al trabajo.
No estabas escuchando.
Los banqueros controlan el mundo.
Tanto tú como yo somos hombres.
Ven a nuestra mesa.
¿De verdad te ha gustado?
Los elfos tienen las orejas puntiagudas.
Los elfos tienen orejas puntiagudas.
La mitad de ustedes son idiotas.
Confesó su delito.
No tiene más que cuatro pesos.
Él acaba de perder el bus.
Él estaba de buen humor.
¿Cómo salió tu discurso?
Ya no soy un niño.
Ya no soy un crío.
No quería nada.
Me desagrada el frío.
No necesito una oficina.
Tengo que hacer algo.
Yo sé lo que implica.
Sé que te sientes solo.
No fui contendiente para Tom.
Hoy estaba muy cansado.
Hoy estaba muy cansada.
Te traeré algo de vino.
No soy bueno para el francés.
No soy bueno en francés.
No soy buena en francés.
¡Déjeme pasar, por favor!
Hagamos lo que dijo Tom.
Por favor, conduzca con cuidado.
Ella es su madre real.
Ella es su verdadera madre.
Toma el dinero y corre.
Tomen el dinero y corran.
El motor no arranca.
El agua está muy fría.
Están tratando de ayudar.
Tom contestó el teléfono.
Tom hizo un trabajo estupendo.
Tom lo hizo ayer.
Tomás es ingenuo, ¿no es verdad?
Tomás le mintió a los demás.
Tom simplemente estaba siendo Tom.
Tenemos un perro y un gato.
Aún trabajamos con Tom.
Hemos estado aquí antes.
Jamás fuimos a ese lugar.
¿Cómo se llama tu papá?
¿Cómo se llama vuestro papá?
¿Durará mucho más?
Fuisteis arrogantes.
Eras arrogante.
Estás muy callada.
Has estado muy callada.
Desaparecieron todas las manzanas.
Él viene del sur.
No le gusta perder.
Tengo dieciocho años.
No tengo mucho que hacer.
Tuve que darle una oportunidad.
Tengo un barco y un carro.
Yo aprendí eso de ti.
Me gusta mucho el tenis.
Creo que deberías esperar.
Quiero una respuesta honesta.
Quedé atascado en el tráfico.
Yo estaba comiendo un sándwich.
Pelearé hasta la muerte.
Voy a dormir acá.
Estoy buscando mis llaves.
¿Tom está en problemas otra vez?
¿Hay una tercera opción?
El amor es un regalo de Dios.
Ella está chantajeándole.
Ella parecía no interesada.
Gracias por preocuparte de mí.
El teléfono está roto.
Tuvieron una pelea de almohadas.
Tom aceptó mi regalo.
Tom borró su cuenta.
Tom es demasiado bueno para ti.
Tomás está enfadado por esto.
Tomás esta enojado por esto.
Tom no es amigo de María.
Tom abrió su maleta.
La guerra crea incertidumbre.
¿Qué haces en Japón?
¿Dónde está el comedor?
Estás libre de ir a tu casa.
No tienes que estudiar.
"Regresaré", dijo Tom.
¿Podría usar su teléfono?
¿Puedes ayudarme un poco?
¿Podrías ayudarme, por favor?
Por favor, ¿podría ayudarme?
¿Te divertiste esta noche?
Hazlo tan pronto como puedas.
Hacedlo tan pronto como podáis.
Disculpe, ¿puedo entrar?
Él me sostuvo la mirada con ferocidad.
Mañana será libre.
Mañana estará libre.
Él quedará libre mañana.
Mañana va a ser libre.
Él no te hará ningún daño.
¿Cuánto cortaste?
¿Cuánto quieres a Tom?
¿Cuánto mide tu hermano?
Estoy listo para seguirte.
Estoy nadando en un río.
Escalé la valla.
No lo hice queriendo.
No sabía que teníamos una.
No tengo ningún lápiz.
Me considero afortunado por estar vivo.
Tengo un buen diccionario.
Tengo algunos libros de francés.
No sé nada de él.
Quiero algo para leer.
Quiero que estemos juntos.
Fui a la tienda de libros.
Fui a la librería.
Yo jamás te traicionaría.
Estoy dándole de comer al pez dorado.
Le doy de comer al pez dorado.
Voy a ir con Tom.
No soy esa clase de tipo.
Nunca lo había considerado.
¿Es muy lejos de aquí?
Lincoln fue un republicano.
Un accidente es demasiado.
Por favor, espera media hora.
Los precios seguían creciendo.
Ella se quemó la mano izquierda.
Ella le puso una gran sonrisa.
Ella se marchó de aquí de inmediato.
Salió de la habitación.
Ella lleva un lindo sombrero.
Me divierte muchísimo.
La enfermera me puso una inyección.
No hay nada que temer.
Ellos intentaron escapar.
Deberían echarlos a todos.
Tradujeron el texto.
No me están siguiendo.
Tomás tenía algunas muy buenas ideas.
Tom nunca ha confiado en mí.
Tom es un niño sensible.
Tom ya no es un niño.
Tom hizo pedazos la carta.
Tom me trata como a un niño.
Tom usa ropa sencilla.
Estamos muy ocupados ahora mismo.
¿De qué te estás sonriendo?
¿Qué pasó en el autobús?
¿Cuál era el apellido de Tom?
¿Cómo era el apellido de Tom?
¿Qué comida prefieres?
¿Cuál es tu poeta favorito?
No tenéis nada que perder.
No tienes nada que perder.
Tú sabes lo ocupados que estamos.
Deberíais escuchar a Tom.
Deberías escuchar a Tom.
Un hombre como yo necesita un sombrero.
¿Estás hablando de Tom?
¿Tenés una idea mejor?
¿Tienes una idea mejor?
No saques conclusiones precipitadas.
Él murió unas pocas horas más tarde.
Murió algunas horas más tarde.
Él es justo el hombre que quiero.
Él vive fuera de la ciudad.
¿Cuántos bolígrafos tienes?
El año pasado vine a Japón.
No lo puedo encontrar por ninguna parte.
No te quería decir.
No les quería decir.
No quiero ser famoso.
Ahora tengo un poco de dinero.
Ahora tengo algo de dinero.
Oí que él come ranas.
Leo toda clase de libros.
Leo todo tipo de libros.
Creo que este libro es fácil.
Yo quiero comer comida coreana.
Quería hablar contigo.
He mirado la tele esta mañana.
Esta mañana he visto la televisión.
Vi la televisión esta mañana.
Voy a vivir para siempre.
Estoy esperando a mi madre.
¿Es difícil ordeñar una cabra?
No tomará mucho tiempo.
No malgastemos nuestro dinero.
Mira, es la estrella polar.
El marido de Mary la maltrataba.
Se me durmió el pie derecho.
Gracias por salvar mi vida.
Eso no me sorprendería.
El cuervo extendió sus alas.
El precio de la carne cayó.
Estamos viviendo tiempos difíciles.
Ellos ganaron la medalla de plata.
Tom compite en carreras de esquí.
Tom dejó la escuela.
Tom es un gran bailarín.
Tom no es tan honesto.
A Tom le gusta aprender francés.
Tom parecía acordarse de mí.
Tom robó el computador de Mary.
Tom no sabía qué hacer.
¿Qué está pasando allá arriba?
¿Cuál es tu canción favorita?
¿Por qué no hay agua caliente?
Tienes que estar en silencio total.
No metas nada de ruido.
China es más grande que Japón.
Afortunadamente, llegué a tiempo.
Se hizo policía.
Él dijo que recortaría los impuestos.
Él es un hombre en el que puedes confiar.
¿Desde cuanto hace que ella está enferma?
Añadí una habitación a mi casa.
Estoy interesado en el inglés.
Puedo tocarme los dedos de los pies con facilidad.
No tengo nada de hambre.
No tengo ni gota de hambre.
No recuerdo mis sueños.
Tengo fe en el futuro.
La ayudé con su trabajo.
Yo no pude salir afuera.
Estoy seguro de que él es inteligente.
Es un placer estar aquí.
Aun siendo mayo, hace mucho frío.
Eso es precisamente lo que yo quería.
Es justo lo que quería.
Está lloviendo a cántaros.
Llueve a cántaros.
Me parece que mi idea es mejor.
A ella le gustaban la poesía y la música.
Hoy ella parece muy feliz.
Eso nos dará algo de tiempo.
La pila es de mármol.
No tenían rosas.
Ellos se comportaban extraño.
Este libro es demasiado caro.
Este reloj costó 70.000 yenes.
Tom rechazó nuestra oferta de trabajo.
Tom contestó con pelos y señales.
Es probable que Tom se sienta solo.
Tom invitó a Mary a cenar.
Tom no te dejará ganar.
Tenemos un muy buen cocinero.
No estamos en el mismo equipo.
¿Qué haces esta noche?
¿Cuándo llegaste a Boston?
¿Adónde te decidiste ir?
¿Adónde se decidió ir?
No puedes herir mis sentimientos.
Heriste los sentimientos de Tom.
¿Puedes enseñarme a volar?
¿Puede repetir eso de nuevo?
¿Todavía tocas la flauta?
¿Aún tocas la flauta?
¿Ese precio incluye impuestos?
De pedo que tenía algo para comer.
Él me escribe una vez a la semana.
Apenas puedo controlarme.
No puedo ir contigo esta noche.
No sabía que estabas aquí.
Oí el sonido de la batalla.
Creo que herí sus sentimientos.
Me pregunto a dónde habrá ido.
Quería hablar con Tom.
Te veré luego del espectáculo.
Lamento que te sientas así.
Siempre me ha gustado ese nombre.
Llevo aquí desde el lunes.
He estado una vez en Australia.
He dejado lo mejor para el final.
He guardado lo mejor para el final.
¿Hay algo que podamos hacer?
Es tu problema, no el mío.
No perdamos esta oportunidad.
No desperdiciemos esta oportunidad.
No todos pueden ser poetas.
El teléfono sonó repentinamente.
Cuéntame más sobre ti.
Dinos qué quieres hacer.
La operación fue un éxito.
El tren siempre llega a su hora.
No hay nadie sentado aquí.
Ellos encontraron el dinero robado.
Tres por cinco son quince.
Al hotel Hilton, por favor.
¡Al hotel Hilton, por favor!
Tom le besó en el cuello a María.
Tom necesita limpiar su pieza.
Espera aquí hasta que yo vuelva.
Tu rostro me resulta familiar.
Tu rostro me parece familiar.
Un helicóptero dio vueltas sobre nosotros.
Un helicóptero iba en círculos por sobre nosotros.
El otoño es mi estación favorita.
¿Tiene algo más barato?
Perdone, ¿quién es esta mujer?
¿Ya ha venido el cartero?
¿Has estado alguna vez en México?
Él le echó la culpa de su fracaso.
No quiero ser diferente.
No quiero ir yo solo.
No quiero esperar tanto tiempo.
No quiero esperar tanto.
No quiero que te lastimes.
No quiero que te hagas mierda.
Lo conocí.
Creo que lo sabe todo el mundo.
Creo que entiende de qué hablo.
Di vueltas por el campo.
Mañana me levanto temprano.
Mañana me levantaré temprano.
Me gustaría ir allí algún día.
Estoy acostumbrado a que se rían de mí.
Esperemos que no lo necesites.
A lo mejor mañana no llueve.
Mi hija está todavía trabajando.
Mi diccionario es muy útil.
Mi compañero de habitación es demasiado hablador.
Mi compañero de habitación es demasiado parlanchín.
Ella preguntó por mi madre.
Ella lo apuñaló con un cuchillo.
Ella enseña inglés a los estudiantes.
Los pilotos probaron sus armas.
Cada uno de ellos recibió un regalo.
Tom continuó mirando por ahí.
Tom tiene un hijo que es médico.
Tom ha estado siendo acosado.
Tom piensa que eso es ridículo.
Tom quería lavarse las manos.
Llevamos una vida muy normal.
Debemos mantener limpias nuestras manos.
Le consideramos un gran hombre.
¿Te vas a servir un poco más de torta?
Es mejor que vayas a la cama.
Será mejor que te vayas ya a dormir.
Será mejor que te vayas ya a la cama.
Deberías irte a dormir ya.
Tú sabes por qué estoy aquí, ¿cierto?
Hasta donde yo sé, él es culpable.
¿Podría tener un poco más de café?
Borra su nombre de la lista.
¿Sabés hacer pan?
¿Vos creés que lo podés arreglar?
Los elefantes no pueden andar en bicicleta.
Todos elogiaban su heroísmo.
¿Cómo conseguiste ese dinero?
Me gusta escuchar a Beethoven.
Primero debo terminar este trabajo.
Te agradezco tu simpatía.
No me avergüenza ser pobre.
No estoy culpando a nadie.
No digo que estés equivocado.
Mary escondió el dinero en el sujetador.
Mary ocultó el dinero en el sujetador.
Mary es una mujer con mucho talento.
Mary es una mujer muy talentosa.
Mary llevaba puesto un nuevo conjunto.
Ella rompió la carta en pedazos.
Ella quería que él se quedara más tiempo.
El ataque fue mostrado en vídeo.
El perro está durmiendo en el carro.
Alcanzaron sus objetivos.
Esta caja está hecha de cartón.
Hace falta planchar esta camisa.
Esta camisa necesita ser planchada.
Tom llegó aquí tres horas antes.
Tom es el único canadiense de aquí.
Tom rehusó pagar el rescate.
Tom dijo que él podría escribirnos.
Tom dijo que nos escribiría.
Tom pronto será padre.
No podemos dejar cabos sueltos.
Nosotros jugamos muchas clases de juegos.
Jugamos a muchas clases de juegos.
¿Dónde pusiste el ketchup?
No me lo contaste todo.
Ya no necesitas hacer eso.
¿Seguro que no vienes?
¿Puedo quedarme unos minutos a solas?
¿No adivinas lo que estoy haciendo?
¿Te gusta jugar voleibol?
¿A usted le gusta jugar al voleibol?
Todo el mundo sabe que Tom es inocente.
No me interesa la política.
La política no me interesa.
Sólo quiero que te involucres.
Sólo pretendo que te impliques.
Sólo quiero que estés implicado.
Necesito recortar mi flequillo.
Aún necesito comprar algo de pan.
Hoy deseo bailar contigo.
Ojalá tuviera un millón de dólares.
Si yo puedo hacer esto, tú también puedes.
Tomó menos de cinco minutos.
El león es más fuerte que el lobo.
Por favor, pélame esta naranja.
Ella me dijo que abriera la ventana.
Estaba dando vueltas por el bosque.
Hasta aquí todo está bien.
La respuesta es completamente errónea.
El perro está durmiendo en el auto.
El perro de al lado es peligroso.
El viejo matrimonio no tuvo hijos.
El juicio continuará el lunes.
Los dos relatos no coinciden.
El agua le llegó hasta su cintura.
Este es el libro que quiero comprar.
Tom y Mary quedaron de acuerdo en un precio.
Tanto Tom como Mary estudian francés.
Tomás no tenía a quién más acudir.
Tom casi nunca comete errores.
Tom ha empezado a buscar trabajo.
Tom odia prácticamente a todos.
Tom es más que solo un amigo.
Tom quería que me quedara con él.
Anoche llovió mucho.
La ropa mojada se adhiere a la piel.
¿Dónde ocurrió este accidente?
Tú sabes muy bien lo que quiero.
Estarías mejor sin mí.
Eres un poco demasiado viejo para mí.
Los niños a menudo hacen estupideces.
¿Alguien de aquí ha estado en Boston?
¿Te has tomado la temperatura?
Comió un filete con papas fritas.
También sé montar a caballo.
Lo siento, me tengo que ir.
No era mi intención desanimarte.
No tengo tiempo para leer libros.
Yo encontré el tema fascinante.
Voy a la peluquería una vez por mes.
Tengo derecho a ganarme la vida.
Te deseo que tengas un estupendo año.
Creo que todos hemos cometido errores.
Pienso que todos hemos tenido fallos.
Pensé que habíamos jugado estupendamente.
Creía que jugábamos verdaderamente bien.
No volveré a mencionar eso.
Mañana se los entrego.
Estoy muy seguro de que Tom es bilingüe.
Me preocupa tu actitud.
Es delicioso y saludable.
Encienda usted el farol para que veamos.
Mi bolígrafo está viejo. Quiero uno nuevo.
Saluda a tu hermana de mi parte.
Dile hola a tu hermana de mi parte.
Ella tenía una cesta llena de manzanas.
El documento se copió con toda fidelidad.
¡Hay demasiadas cosas que hacer!
Tom ya apenas nos habla.
Tom no lo puedo haber hecho solo.
Tom ha sido un muy buen líder.
Tom tiene muchas cosas que hacer hoy.
Tom nunca va a dejarme ir.
Los encaminamos a la estación.
¿Cuándo fue la última vez que nadaste?
¿De quién es el libro que está en la mesa?
¿Por qué gastaste todo el dinero?
¿Por qué querrían lastimar a Tom?
¿Tiene usted ataques de vértigo?
¿Alguna vez voló en un avión?
No sabe jugar al golf.
¡Ya no soporto este ruido!
Ni siquiera quiero conversar con Tom.
A veces no te entiendo.
No quiero hacer ninguna otra cosa.
Ojalá que este asiento no esté ocupado.
Conozco un montón de buenos restaurantes.
Me gusta ir a pescar con mi papá.
Me gusta ir a pescar con mi padre.
Me gusta dar paseos por el bosque.
Creo que me gustaría ser profesor.
Pensé que era tu mejor amigo.
Quiero que te quedes lejos de Tom.
Es grosero quedársele viendo a los desconocidos.
Parece que la noticia era falsa.
Echemos un vistazo más de cerca a esto.
Más de veinte jóvenes fueron allá.
A nadie le importa lo que le pase a Tom.
El príncipe estaba perdido en el bosque.
El Sol siempre sale por el este.
Hay leche en el frigorífico.
Tom y Mary se llevan muy bien.
Tom y Mary congenian muy bien.
Tom habla dos lenguas extranjeras.
Deberíamos ser cuidadosos con lo que decimos.
¿Cómo es la letra de esa canción?
¿Cuál fue el primer libro que leíste?
¿Cuál es el más difícil según tú?
¿Por qué no estás con tus padres?
¿Por qué no te quitas el abrigo?
¿Por qué no se quita el abrigo?
¿Quieres que vaya contigo?
Están invitados vos y tus amigos.
Tu plan parece mejor que el mío.
¿Puedo montar a este caballo un rato?
¿De verdad piensas que es malo?
¿Te gustaría ir a comer sushi esta noche?
Todo lo que dice son calumnias.
Todos los meses recibo noticias de mi madre.
Pretendo luchar hasta el final.
Me gusta leer antes de ir a dormir.
Hoy casi me chocó un camión.
Necesito que orines en este recipiente.
Paso la mayor parte del tiempo en Boston.
Pensé que querías casarte con Tom.
Yo no diría que no era importante.
Mañana intentaré levantarme pronto.
Mañana intentaré levantarme temprano.
Ya soy lo que llamarías un viejo.
Tengo ciertos asuntos que conversar.
Tengo cosas serias que hablar.
No es difícil aprender holandés.
Mi padre me riñó por fumar.
Mi mamá sabe hacer tortas.
Nunca dejes tu bebida desatendida.
Traducí esto al francés, por favor.
Por favor, traduce esto al francés.
Traducid esto al francés, por favor.
Ella está separada de sus padres.
Ella te cuidará de ahora en adelante.
Ésa es la oficina en la que trabaja.
Ese hombre es definitivamente un estudiante de universidad.
El punto es que ellos tienen hambre.
El punto es que ellas tienen hambre.
Hay un hotel al otro lado de la calle.
Hay un hotel al cruzar la calle.
Ellos sostuvieron que él la había matado.
Tom cambió las sábanas de su cama.
Tom no tuvo tiempo para almorzar.
A menudo, Tom habla mientras duerme.
Tom se divirtió mucho en la fiesta.
Tom es un poco celoso, ¿no?
Queríamos volver a Australia.
¿Qué clase de cámara tiene usted?
Sabes que Tom está diciendo la verdad.
Todo el dinero se gastó en ropa.
¿Crees que debería ir solo?
¿Crees que debería ir sola?
Él pertenece a la sección de planificación.
Aprecio el tiempo que pasamos juntos.
Necesito una bolsa. ¿Me puedes prestar una?
Necesito un martillo para clavar las tablas.
Me gustaría saber qué estás haciendo.
Me he acostumbrado al calor.
He comenzado a aprender a conducir.
En ese preciso momento se paró el autobús.
Justo en ese momento, el bus se detuvo.
Las canillas agujereadas desperdician un montón de agua.
Los grifos agujereados desperdician un montón de agua.
Quizás no debí hacerlo.
Por favor, muévanse para la parte de atrás del bus.
Ella le recordó que fuera al banco.
El autobús para delante de mi casa.
El bus para en frente de mi casa.
Se prohibió la exportación de armas.
El problema es que tú no eres canadiense.
Hay seis personas incluyéndolo a él.
Hay mucho mal en el mundo.
Esta sopa tiene demasiada sal.
Este es el mejor restaurante que conozco.
Tom ni pudo decir adiós.
Tom ni tuvo chanza de decir adiós.
Tom duda que Mary venga hoy.
Tom le dijo a Mary que no esperara a John.
Tom quiere llegar a ser un electricista.
Tenemos que olvidarnos que alguna vez sucedió.
Nos quedamos sin gasolina en el camino.
¿A qué diario estás suscrito?
¿Cuál fue la causa de la discusión?
Los lobos no suelen atacar a la gente.
Los lobos usualmente no atacan a la gente.
Está prohibido fumar aquí.
Puedes usar mi escritorio, si quieres.
No estabas haciendo nada ilegal.
¡No toques la sartén!, está muy caliente.
Las buenas tradiciones deberían ser preservadas.
Él trajo a casa el pan y la mantequilla.
Él le ofreció su asiento a una anciana.
Cedió su asiento a una anciana.
El puso una flor en su ojal.
Cuando te levantes, él estará estudiando.
Su fracaso se debió a su holgazanería.
Me hospedo en un hotel de Nueva York.
No puedo confirmarlo ni negarlo.
No compré nada en esa tienda.
No quiero esperar hasta mañana.
No tengo idea de por qué se enojó tanto.
Perdí el último tren el viernes pasado.
Volvamos aquí mañana.
Nuestro avión despegó exactamente a las 6 p.m.
Roma tiene muchos edificios antiguos.
Perdió a su padre a la edad de 3 años.
El edificio tiene salidas por todos lados.
La camisa que me diste me queda perfecta.
La temperatura ha llegado a bajo cero.
Tom y yo no comimos lo mismo.
Tom y Mary decidieron seguir a John.
Tomás le tuvo que explicar el chiste a María.
Tom perdió más de cien libras.
Tom camina unas quince millas al día.
Planeamos invitar tanto a Tom como a Mary.
Todos estábamos muy felices en el desayuno.
Permítanme presentarles a mi esposa.
La manteca y el queso se hacen con leche.
Los niños juegan en este parque todos los días.
Cierra la ventana antes de que te vayas a la cama.
¿No has visto que estaba en rojo el semáforo?
¿Viven muchas personas en tu ciudad?
¿Has intentado alguna vez hacerte daño?
Él ya ha terminado sus deberes.
Ya ha terminado los deberes.
Él corrió para llegar a tiempo.
No me fijé en cómo ella iba vestida.
No sé por qué está tan preocupada.
No me importa gastar el dinero en libros.
Me había encontrado con ella muchas veces antes de esa vez.
Tengo algo dormida la mano izquierda.
Recuerdo muy bien el nombre de ese hombre.
Esta tarde he estudiado un rato.
Me duché y me fui a la cama.
Me duché y me fui a dormir.
Voy a Boston de vacaciones.
No estoy tan seguro de que fuera buena idea.
No estoy muy seguro de que fuera buena idea.
Estoy seguro de que podemos llegar a un acuerdo.
Si estás equivocado, entonces yo también lo estoy.
Mi suegra me da escalofríos.
Ella no quiere que él vaya a Boston.
Ella solía rezar antes de acostarse.
Este escándalo le ha costado su reputación.
El gato dejó un ratón en el escalón de la puerta.
La investigación se encuentra en punto muerto.
El templo está en la cima de la colina.
Los dos se disputaron el premio.
Tom se enfermó porque comió demasiado.
Tom es mucho más rápido que yo, ¿verdad?
Tom es mucho más rápido que yo, ¿no?
Tom toca la flauta mejor que Mary.
Tom cree que María no volverá nunca.
Tom esperó tres horas pacientemente.
¿Con qué clase de gente trabajas?
¿Cuándo fue la última vez que hiciste ejercicio?
¿Quién toca teclado en tu banda?
No te asustan los fantasmas ¿o sí?
Se puso el abrigo y se fue de casa.
Él suele alimentar a su perro con comida barata para perros.
Compré algunos huevos y un poco de leche.
Yo nunca la había visto antes de aquella vez.
Tan sólo necesito una cebolla para esta receta.
Quiero hacerte algunas preguntas más.
Te acompañaré máximo hasta el puente.
Iré contigo máximo hasta el puente.
Si lo dejamos, morirá desangrado.
Si encuentras mi cartera, llámame, por favor.
Si encontráis mi cartera, llamadme, por favor.
Si encuentra mi cartera, llámeme, por favor.
Si encuentran mi cartera, llámenme, por favor.
Hace diez años que nos vimos por última vez.
Es uno de los instintos humanos básicos.
Últimamente, él ha estado bebiendo demasiado.
Alguien tomó mis zapatos por error.
El jardín estaba lleno de flores amarillas.
La niñita se está chupando el dedo.
La situación es peor de lo que pensaba.
Los dos países negociaron un tratado.
Pueden comunicarse haciendo señas con las manos.
Han vuelto a cortar la electricidad.
Este paquete fue entregado anoche.
Al parecer, Tom lo compró por una miseria.
Al parecer, Tom lo compró por un pedazo de pan.
Tom no acompañó a los niños a la escuela.
Tom no tiene para qué responder de inmediato.
Tom tratará de hacer algo sobre ese asunto.
Tom sabe quién chocó contra el coche de Mary.
Tom se movió a través de la callejuela poco iluminada.
Tom piensa que Mary se pone demasiado maquillaje.
Tom me dijo que estaba demasiado cansado para estudiar.
Tom quiere que saques la basura.
Intentar arreglar esto es una pérdida de tiempo.
¿A dónde vas a ir en tu luna de miel?
No puedes culpar a nadie más que a ti mismo.
Un gato apareció desde atrás de la cortina.
Después de una larga ausencia, él regresó a casa.
Cinco días más tarde, el presidente Taylor murió.
Él no comió absolutamente nada por tres semanas.
Durante 3 semanas, no comió absolutamente nada.
Él no podía dormir por causa del calor.
Él le hablaba a cualquiera que entrara a la habitación.
No pude entender lo que él estaba diciendo.
Hoy tengo que irme a casa un poco pronto.
Quiero decirte algo importante.
Me voy a unir a la orquesta de la escuela.
No tengo miedo de saltar sobre esta zanja.
Yo soy uno de los tres chicos que hizo eso.
He estado pensando en nuestra luna de miel.
Es imposible vivir en esa isla.
Mi madre me enseñó a no malgastar el dinero.
Ella dijo que había oído del accidente.
Ella faltó al colegio por un resfriado.
Hablar idiomas extranjeros no es fácil.
No es fácil hablar una lengua extranjera.
Eso no es lo único que tengo que hacer.
El agricultor sembró el campo con trigo.
El abogado nos explicó la nueva ley.
El silencio se rompió por una tos estrepitosa.
Los dos idiomas tienen mucho en común.
Hay muchas malas personas en el mundo.
Tom no tenía mucho tiempo para estudiar.
Tom se inclinó y recogió la moneda.
Tom suele almorzar en la cafetería.
Desafortunadamente, no puedo hacer eso por ti.
Lamentablemente, mi madre no está en casa.
¿Qué te dio Tom en tu cumpleaños?
¿Cuál es la mejor hora para alimentar a tu perro?
Tu sucesor ya ha sido escogido.
¿Puedes traducir de inglés a japonés?
¿Podés traducir del inglés al japonés?
Dale este ticket al primero que venga.
Solo quería ver cómo estabas.
Sé el motivo, pero no puedo decírtelo.
Sé la razón, pero no te la puedo decir.
Pensé que querías salir de aquí.
Quiero que conozcas a alguien muy especial.
Entendería todo viniendo de ti.
Es necesario que estudies mucho más.
Escuchadme con los libros de texto cerrados.
Este chico habla como si fuera un adulto.
Ese niño habla como si fuera un adulto.
Eso era más difícil de lo que me esperaba.
Eso fue más difícil de lo que me esperaba.
Tom y Mary acaban de comprar un coche nuevo.
Tom y Mary han comprado hace poco un coche nuevo.
Hace poco que Tom y Mary han comprado un coche nuevo.
Tom no tiene planes para mañana.
Tom no tiene el dinero para comprar un auto.
Tom dijo que habían entrado a robar en su casa.
Nos alegraría mucho que pudiera venir con nosotros.
Siempre debes pensar antes de hablar.
El tuyo es mejor que ese, ¿verdad?
La tuya es mejor que esa, ¿verdad?
El vuestro es mejor que ese, ¿verdad?
La vuestra es mejor que esa, ¿verdad?
La suya es mejor que esa, ¿verdad?
El suyo es mejor que ese, ¿verdad?
A la reunión asistieron un número de expertos.
Todas las flores del jardín son amarillas.
Un viejo castillo se encuentra en la cima del acantilado.
A los niños les gusta más jugar que estudiar.
¿Tú sabes qué regalarme para Navidad?
Él es generoso, así que vayamos con él.
Él es muy generoso, así que vayamos con él.
Esta mañana no tengo ganas de salir.
No creo que llueva mañana.
Tengo algunas cosas que quiero aclarar.
Necesito saber dónde enterró Tom el oro.
Solo como vegetales que cultivo yo mismo.
Ojalá no te tenga que encontrar de nuevo.
¿Es cierto que estuviste en televisión ayer?
Es peligroso cruzar ese viejo puente.
Para mí es fácil responder a la pregunta.
Mi madre está preparando sándwiches para el almuerzo.
Ella consiguió lo que quería.
Ella le escribe a su hijo de vez en cuando.
Tarde o temprano la suerte lo abandonará.
Tom siempre se siente feliz cuando ve a Mary.
Tom eligió el color para pintar nuestras oficinas.
A Tom le duele el estómago y se encuentra mal.
Tom tiene retortijones y se siente mareado.
Tom tiene su Bar Mitsvah el próximo mes.
Tom puede usar mi bicicleta cuando quiera.
No queremos ser los primeros ahí.
Lo que no te mata te hace más fuerte.
¿Por qué le echas tanto azúcar al té?
¿Podría por favor no dejar la puerta abierta?
No tengo ni idea de lo que desayunó Tom.
No tengo idea de lo que desayunó Tom.
Yo rondé por las calles para matar tiempo.
Me pregunto si el avión llegará a tiempo.
Escribí la dirección equivocada en el sobre.
Si tú no pusiste esto aquí, ¿entonces quién?
A mi tío le han diagnosticado leucemia.
Ella le llamó para decirle que llegaría tarde.
El viejo granjero no le pagaba mucho.
Simplemente se quedaron allí y vieron morir a Tom.
Esta casa es mejor que la otra.
Aquí es donde él se suicidó.
Aunque llovía, jugamos futbol.
Tom y Mary estaban caminando a paso ligero.
Tom sorprendió a Mary con un regalo caro.
¿Cuándo fue la última vez que tuviste que hacer esto?
Su avión parte a las dos de la tarde hacia Hong Kong.
Siempre uso botas cuando llueve o nieva.
Creí que dijiste que era urgente.
Hoy hace calor, así que puedes bañarte en el mar.
Hoy hace calor, así que puedes nadar en el mar.
Déjame ayudarte. Tu mochila luce muy pesada.
Mi mejor amigo siempre me da buenos consejos.
Ella era más linda que todas las demás.
El profesor le dijo al niño que no hiciera ruido.
Hablan sobre lo que van a cantar.
Ellos están hablando acerca de lo que ellos cantarán.
Este niño cree que la Tierra es plana.
Tom se lleva bien con el padrastro de Mary.
Tom estaba solo cuando Mary y John entraron.
Casi no te vemos más por acá.
De cualquier forma, ¿qué clase de tonto proyecto es?
Esta mañana cuando me levanté estaba lloviendo.
Últimamente pareces estar mucho más optimista.
Un buen mediador puede llegar a un acuerdo sin problemas.
No menciones eso frente a mi mamá.
¿Cuánto cuesta aquel cachorro en la ventana?
Odio llegar tarde y hacer esperar a la gente.
Espero que seas un padre mejor de lo que yo fui.
Espero que seas mejor padre que yo.
Creo que es hora de que regrese al trabajo.
Estoy muy agradecido contigo por esta oportunidad.
Él le aconsejó que hiciera más ejercicio.
Los texanos empezaron a organizar su propio ejército.
Tom y Mary tienen tres hijos y una hija.
Tom garabateó algo en un trozo de papel.
Tom debía haber invitado a Mary, pero no lo hizo.
Tom debería haber invitado a Mary, pero no lo hizo.
Lo que pasó, pasó. Es historia.
Deberías ser capaz de leer este libro con facilidad.
"¿Me podrías pasar el azúcar?" "Aquí tienes."
Mucha gente en nuestro vecindario posee armas.
De niño, se burlaban de mí por llevar gafas.
¿De veras quieres aprender otro idioma?
No podía evitar preguntarme qué estaba ocurriendo.
Ayer no fui, de manera que tengo que ir hoy.
Yo no le doy ni nunca le daré de comer pescado crudo a mi perro.
No me gusta usar la ropa de otras personas.
No me gusta llevar la ropa de otra persona.
Me encuentro en una situación bastante delicada.
Pensé que iban a ofrecerme el empleo.
Visito a mis padres todos los domingos sin falta.
Visito a mis padres todos los domingos sin excepción.
Te llamaré en cuanto llegue a casa.
Ella fue a la estación de tren para verle partir.
Esa experiencia me dejó un mal sabor de boca.
Este libro es demasiado complicado para leerlo en una semana.
Las entradas para el partido de hoy se vendieron como rosquillas.
Para editar una frase, haga clic en el icono de lápiz.
Tom solamente tenía trece años de edad en aquel tiempo.
La vacunación ayuda a prevenir las enfermedades infantiles.
Cuando como mucho por la noche tengo pesadillas.
Tú pareces tener algo más en tu mente.
Los biólogos liberaron a algunas tortugas en el mar.
Ve a traer una silla de la otra habitación, por favor.
Todavía no puedo recordar lo que Tom me dijo que hiciera.
Pensé que Tom daría un paseo antes de cenar.
Quiero que venga Tom y se disculpe ante Mary.
Te agradeceré que me eches una mano con esto.
Estoy llamando para recordarte nuestros planes para la cena.
Me quedaré en la piscina un rato más.
No es necesario ingresarlo en el hospital.
No es de buena educación hablar con la boca llena.
Japón debe importar la mayor parte de sus materias primas.
Mary no es mi novia. Es sólo una amiga.
Nunca pensé encontrarla en un lugar como ese.
Prometeme que no le vas a dar mi número de teléfono a Tom.
El gato se restregó contra mi pierna ronroneando suavemente.
La decisión del tribunal podría anunciarse hoy.
Hay un problema sobre el cual tengo que hablar contigo.
Tom está convencido de que es pariente mío.
Tom piensa que es hora de que Mary pida ayuda.
No podemos salir hasta que no envuelvas los regalos.
Esperamos mucho, pero Tom no apareció.
Podías ver una mirada de desprecio en la cara de Tom.
"¿Cuántos niños varones tienes?" "Solo tengo uno."
Una familia local se ofrece a alojarte.
Después de que Tom plantara a Mary, ésta comenzó a verse con John.
Llamá a la policía y contales lo que me dijiste.
Llama a la policía y cuéntales lo que me dijiste.
Pase lo que pase, estoy decidido a lograrlo.
¿Crees que mañana hará buen tiempo?
¿Crees que hará buen tiempo mañana?
No actúes como si no supieras lo que está pasando.
No te preocupes por Tom. Siempre actúa así.
Me pregunto cuánto tiempo más tendremos que hacerlo.
Si tuviese suficiente dinero, podría comprar esta cámara.
Las hojas son para las plantas lo que los pulmones son para los animales.
Apaga la luz antes de acostarte, por favor.
Ella regresó a casa por primera vez en cinco años.
Las fuerzas armadas ocuparon todo el territorio.
La causa de su muerte aún sigue siendo un misterio.
Tom, ¿con quién vas a pasar la navidad?
Cenaremos juntos y luego iremos al teatro.
Se te olvidó contarme sobre el libro que leíste.
¿Tienes para leer algún buen libro para niños?
¿Cuántas veces al mes le escribes a tu madre?
Compré cuarenta dólares de gasolina hoy.
No entiendo una palabra de lo que estás diciendo.
Me pregunto por qué me siento tan solo cuando hace frío.
Habría sido más feliz si me hubiera quedado allí.
Ella admitió que no sabía hablar francés.
Le pidió algo de dinero para comprarse un vestido.
Ella amuebló la habitación con un precioso mobiliario.
El hecho de que yo estoy aquí prueba que yo soy inocente.
Están sacando la carga del vagón.
Este material aguantará un montón de lavados.
Tom quería que Mary le contara sobre su infancia.
Tom quería que Mary le contara acerca de su infancia.
Ni te acordarás de mí en unos años.
Vas a tener problemas y es culpa mía.
Vais a tener problemas y es culpa mía.
Por mi culpa vais a tener problemas.
Por mi culpa vas a tener problemas.
Me gusta más el suéter gris que el morado.
¡Estoy tan enfadado que quiero gritar y romper todo!
En caso de incendio, llama al 119 inmediatamente.
En esta habitación se realizará nuestra reunión.
El teléfono de emergencias para toda Europa es el 112.
La fuerte nevada les hizo posponer su partida.
El problema es que no tengo dinero encima.
El problema es que no llevo dinero encima.
Yo solo tenía diez años cuando ocurrió el gran terremoto.
A tu padre no le digas que quieres hacerte payaso.
Por lo general, los occidentales no comen pescado crudo.
Él me dijo que era un mentiroso, pero no le creo.
Él esperó unos segundos y abrió la puerta.
Él aguardó varios segundos y abrió la puerta.
No sé si soportaría estar lejos de ti.
No veo qué tiene de malo querer ser joven.
Estoy ocupado escribiendo cartas y pronunciando discursos.
Sin tu ayuda no lo habría logrado.
Tom prometió hacer todo lo que pudiera para ayudarme.
Tom dice que quiere aprender a pilotar un avión.
"Mis padres se están divorciando." "También los míos."
Después de la cena fuimos a dar una vuelta por la ciudad en mi auto.
Volveré a Australia pasado mañana.
Ella tenía solo 18 años cuando se graduó de la universidad.
El policía sopló su silbato para hacer parar al auto.
Se hicieron de suficientes provisiones para tres años en la mar.
Tom y Mary se miraron mutuamente, y luego a John.
Tom dijo que estaba en casa la noche del asesinato.
La decisión de casarse de Tom sorprendió a su familia.
Curiosamente, una flor floreció en el árbol marchito.
Pensé que Tom ya había sido compensado por eso.
Si me lo hubieras dicho antes, me habría disfrazado.
Da la impresión de que vosotros, chicos, tenéis una relación saludable.
Nos toma cinco minutos atravesar caminando el túnel.
La mayoría de personas se quedaron un rato después del espectáculo.
Las balas rebotaron en el costado del coche acorazado.
La temperatura ahora es de diez grados bajo cero.
Esta es la playa más bella de todo el mundo.
Para evitar confusiones, los equipos se vistieron de colores distintos.
Tom toca la flauta, el clarinete y el saxofón.
Tom se sorprendió de que María comprara un auto tan pequeño.
¿Le importaría cerrar la puerta? No, en absoluto.
No puedo dejar de amarla a pesar de sus defectos.
Me agrada el hecho de que siempre te parece importar tanto.
Creo que es hora de que considere hacer una dieta.
El domingo pasado, Mary y yo fuimos juntos a la biblioteca.
Uno de sus tres autos es azul, y los otros rojos.
El capitán nos aseguró que no habría peligro.
No querían pasar mucho rato hablando de ello.
Ellos venden frutas, pan, tortas y muchas otras cosas.
Tom todavía no se ha aprendido del todo las reglas del juego.
Las ballenas son mamíferos de gran tamaño que viven en el océano.
Las ballenas son mamíferos gigantescos que viven en el mar.
¿Podría decirme cómo se va de aquí a Park Street?
Si repruebas esta asignatura, no te vas a poder licenciar.
Mi madre insiste en que no salga después de que oscurezca.
Algunas cosas en la vida están más allá de nuestro control.
El paciente estaba tumbado en la cama con los ojos cerrados.
El cuarto estaba tan oscuro que no podíamos ver absolutamente nada.
El profesor escribió frases en inglés en la pizarra.
Tom no sabe exactamente que pretende hacer María.
Mi abuelo solía leer y estudiar en este escritorio.
Ella usó su mano para proteger sus ojos de la luz del sol.
El océano contiene el 97% del agua mundial.
El océano contiene el 97% del agua terrestre.
Ellos sueñan con el día en que estén nadando en dinero.
Limpiá el galpón y tirá las cosas que no necesitás.
No creo que este sea el momento ni el lugar para hablar de esto.
Dejarás de hacer eso si sabes lo que es bueno para ti.
En muchos restaurantes en Turquía, kebab es el entrante principal.
Tom tiene dos novias que no se conocen la una a la otra.
Tom tiene dos novias que no saben la una de la otra.
Al fin y al cabo, terminamos comiendo en ese viejo restaurante.
Muchas veces la industrialización viene acompañada de la contaminación.
Las grandes capturas de calamar son un signo de un terremoto que viene.
Ella corrió tan rápido como pudo para alcanzar a los demás.
Tom se jacta de nunca haber sido derrotado en una carrera a caballo.
Cuando tengas mi edad, vas a entender de qué hablo.
Dejó de viajar al extranjero por causa de una enfermedad repentina.
Voy a prepararme para los exámenes finales esta tarde.
Noventa y cinco por ciento de los huérfanos son mayores de 5 años.
Dé un paso fuera del auto y ponga las manos hacia atrás.
La prosperidad de una nación depende en gran parte de su juventud.
Hay más de siete mil idiomas en el mundo.
Quedaba un poco de agua al fondo de la botella.
¿Cuánto pesa esta barra sin añadir ningún peso?
Bastantes personas no pudieron reconocerlo con ese disfraz.
Sonaron la alarma cuando vieron al enemigo acercándose.
Tom fue atrapado con las manos en la masa, robando de la caja registradora.
¿Sabes cuántas personas murieron en el accidente de avión de ayer?
Ella desdeñó la idea con un despectivo gesto con la mano.
Ese asunto es el mismo que discutimos el otro día.
Tom tiene dos hijos. Uno es médico y el otro es abogado.
Tom estaba sentado en el bar alejado 3 taburetes y bebiendo cerveza.
Ellos siguieron peleando contra los invasores año tras año.
La caída del muro de Berlín fue en verdad un acontecimiento histórico.
La caída del muro de Berlín fue verdaderamente un acontecimiento trascendental.
Tom se sentó allí en silencio, viendo cómo Mary se terminaba la comida.
Tom estaba sentado de piernas cruzadas en su cama escribiendo en su notebook.
Ayer, me ha sorprendido un chaparrón volviendo de la escuela.
Esa chica es islandesa, pero ahora vive en los Estados Unidos.
Tom dijo que no había tenido una buena comida casera en mucho tiempo.
Dondequiera que mires podrás observar el daño causado por el terremoto.
Asociamos el nombre de Einstein con la teoría de la relatividad.
Tú te apoyas demasiado en tus padres. Debes ser más independiente.
El bebé vio mi bolígrafo y se apresuró a por él.
Tom puede decir "yo solo hablo francés" en treinta idiomas.
Cuando entré a la habitación, Tom y María se reían de algo.
Vos no sabés lo que es perder a la familia entera en una guerra.
Tú no sabes lo que es perder a tu familia entera en una guerra.
La gente inteligente puede fingir ser tonta. Lo contrario es más difícil.
Tom quiere aprender a boxear, pero su madre cree que es demasiado peligroso.
Tom quiere aprender a boxear, pero a su madre le parece demasiado peligroso.
En los últimos seis meses, ¿has perdido a alguien próximo?
Yo fui a Nagano a tomar fotografías de las montañas cubiertas por la nieve.
Para llegar a los pagos de nuestra casa, vamos a tener que apretarnos el cinturón.
Hoy planeo hablar sobre la importancia de los deportes en la sociedad moderna.
Tom y mary se toparon el uno al otro en la biblioteca ayer por la tarde.
Él se fugó con la esposa de su mejor amigo y desde entonces no se ha sabido nada de él.
Delante de la fuente una chica tocaba la guitarra y cantaba.
Probablemente no sea el único aquí que crea que hacer eso es una buena idea.
Mi amigo rompió con su novia y ahora quiere salir conmigo.
No olvides pasar algo de tiempo repasando los apuntes antes del examen.
No sé si te acordás de mí, pero nos conocimos hace un par de años en Boston.
Antiguamente, todos los niños sabían cuál era la diferencia entre bueno y malo.
Tom come sobre todo fruta y verdura, y solo come carne alrededor de una vez a la semana.
Mi abuelo por parte de madre celebra mañana su 60º cumpleaños.
El oculista de Tom determinó que tenía una hipertensión ocular sin glaucoma.
Tom y Mary hablaron sobre todo lo que querían hacer en sus próximas vacaciones.
En el momento del accidente, casi todos los pasajeros del colectivo estaban durmiendo.
Los expertos declaran que los precios del café están subiendo fundamentalmente porque la gente está dispuesta a pagar más.
Estás jugando con fuego si seguís andando en moto sin casco.
El que pregunta será un tonto por cinco minutos, pero el que no pregunta es tonto para siempre.
Tom pensaba que la música estaba demasiado fuerte, pero estaba demasiado cansado para levantarse a bajarle el volumen.
Un jovencito, que no podía haber sido de más de cinco años, le preguntó a Tom cómo llegar a la oficina de correos.
Tu inglés es gramaticalmente correcto, pero a veces lo que dices no suena como lo que un nativo diría.
