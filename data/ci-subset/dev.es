Hasta la vista.
Yo lo rompí.
Es de parte mía.
Él está solo.
Yo tenía razón.
Soy un niño.
Tom pagó por adelantado.
Tom pagaba por adelantado.
Espera por mí.
Esperad por mí.
¿Quién tiene la razón?
Haz lo mejor que puedas.
Deja que lo haga.
Eso es cruel.
Tom está disgustado.
No podemos ganar.
Teníamos un gato.
Es un gran hombre de negocios.
Me gusta el tenis.
Fui demasiado tímido.
Yo subí a bordo.
Lo voy a verificar.
Estoy muy ocupada.
Todo está aquí.
Fíjate en éstos.
Me duele la cabeza.
Eso fue rápido.
Esto está vacío.
Tom estaba aburrido.
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
Ponte el sombrero.
Ella lo besó.
Ella le besó.
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
¿Quién ayudó a Tom?
Conduce con cuidado.
Maneja con cuidado.
Es un buen muchacho.
¿Qué tal hoy?
¿Cómo puede ser?
¿Cómo está tu padre?
Odio el fútbol.
Me gusta la canela.
Te estoy llamando.
Fue hecho a mano.
Estaba hecho a mano.
Estaba hecha a mano.
Fue hecha a mano.
Déjame ir solo.
Nadie lo oyó.
Ella parece feliz.
Ella se ve feliz.
Tom llamó a Mary.
Tom ha madurado.
Tom es puntual.
Tom fue artero.
Le hicimos llorar.
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
No compré eso.
No me gusta el vacuno.
No hacía mucho calor.
La respuesta es sí.
Los dos se rieron.
Tom no está funcionando.
Tom estaba aterrorizado.
Ganamos la lucha.
Ganamos la batalla.
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
¡Debes estar bromeando!
Tú nomás andas de parranda.
Tráeme mis gafas.
Tráeme las gafas.
Tráigame mis gafas.
¿Puedo hacerlo después?
¿Puedo hacer eso más tarde?
¿Usted toma café?
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
