Sé bueno.
Sé buena.
Sed buenas.
Sed buenos.
Sea buena.
Sea bueno.
Sean buenas.
Sean buenos.
Sáltatelo.
Continúa.
Salté.
Demasiado tarde.
Sé sincero.
Mira atrás.
Mire atrás.
Mirad atrás.
Me quedé.
Permanecí.
Fui justo.
Rema más rápido.
Eres mala.
No fumes.
No fuméis.
No fumáis.
Me encantan los perros.
Yo no soy tímido.
Yo no soy tímida.
Regresa.
Él era valiente.
Yo puedo arreglarlo.
No pagué.
Odio el sushi.
Me gusta el sushi.
Lo llamé.
Es joven.
Quédate aquí con nosotros.
Quedaos aquí con nosotros.
Quédense aquí con nosotros.
Quédese aquí con nosotros.
Quédese aquí con nosotras.
Quédate aquí con nosotras.
Quedaos aquí con nosotras.
Quédense aquí con nosotras.
Quedate con nosotros.
Quédate con nosotros.
Es mi CD.
Son grandes.
Tom aprobó.
Lo tenemos.
Lo hemos conseguido.
Llámame un taxi.
Tiene don de palabra.
Se expresa bien.
Agárrate fuerte.
Sujétalo fuerte.
Juego al tenis.
Yo juego tenis.
Ya soy un hombre.
Me enferma.
No es verdad.
Mary es mamá.
Ella acaba de salir.
Se acaba de ir.
Acaba de salir.
Ella quiere a Tom.
Eso es repugnante.
Ellos lo construyeron.
Ellas lo construyeron.
Tom está sano.
¿Tienen miedo?
Ármense.
Corta la manzana en dados.
No lo fuerces.
Tengo amigos.
No tengo comida.
Me encantan las fiestas.
Era perfecto.
Estaba nevando.
Nevó.
Nevaba.
Es demasiado temprano.
Abre la trampilla.
Ellos lo arruinaron.
Es tan triste...
Tom murió solo.
Tom despidió a Mary.
Lo hemos encontrado.
¿Cuándo termina?
¿De quién son?
¿Tienes envidia?
Puedo pagar más tarde?
Él parece fuerte.
Él se ve hambriento.
Parece tener hambre.
Está realmente enfadado.
No tengo miedo.
No estoy asustado.
Soy diabética.
Me agrada el frío.
Necesito ese empleo.
Estaré en casa.
Es culpa tuya.
Vamos adentro.
Vamos para adentro.
Enséñame francés.
Están preocupados.
Tom es canadiense.
Tom es mi socio.
Tom podría estar despierto.
Tom va a gritar.
¿Qué hora es?
¿Qué hora es ahora?
¿Me puedes decir la hora?
¿Te importa decirme la hora?
¿Tienes hora?
¿Qué hora tienes?
¿Cómo es Tom?
Pareces triste.
Estás soñando.
¿Acaso te importa?
¿Necesitáis ayuda?
Vaya al grano.
Coge un paraguas.
Tiene unas manos grandes.
Él nació rico.
Él era mi amigo.
Era mi amigo.
Estaba muy feliz.
He llorado mucho.
Probemos eso.
Ahora intenta dormir.
Ahora intentad dormir.
Ahora intente dormir.
Ahora intenten dormir.
Ellos se casaron.
Tom permaneció despierto.
Mirá mis dedos.
¿Dónde estamos ahora?
¿Por qué viniste?
¿Por qué vinisteis?
¿Por qué vino usted?
¿Por qué vinieron ustedes?
¿Me voy a morir?
¿Voy a morir?
¿Besó Tom a Mary?
¿Quieres éstos?
¿Quieren éstos?
Dame la mano.
Se recuperará.
Se le pasará.
¿Cuántos hay aquí?
Sé leer francés.
No me arrepiento.
Tengo muy buenas noticias.
Me gusta esa película.
Parece que estoy perdido.
Estaba indefenso.
Estuve indefenso.
Me iré caminando.
Iré andando.
Iré a pie.
Estoy tomando leche.
Estoy bebiendo leche.
Estoy totalmente borracho.
He oído acerca de ti.
Es discutible.
Tengo el estómago lleno.
Tengo la panza llena.
Nadie lo sabe.
Obviamente iré.
Ella se sonroja.
El Sol es una estrella.
Ya se fueron.
Este es el perro de Tom.
Tom es un adolescente.
Tom es un joven.
Tom es un hombre de verdad.
Tom es mi novio.
Tomás perdió un dedo.
Tom hizo pastel de carne.
No tenés pruebas.
Eres muy divertido.
¿Estás listo, Tom?
Agua fría, por favor.
Él lloró y lloró.
Está jugando al golf.
Se tomó una semana libre.
Es una buena persona.
Él es una buena persona.
No puedo entender.
Yo hice todo el trabajo.
Hice todo el trabajo.
Odio mis cejas.
Necesitaba dinero.
Quiero la sábana.
Quiero la manta.
Estuve todo el día ocupado.
No nací sordo.
No fui deshonesto.
Soy bueno esquiando.
Se me da bien el esquí.
Se me da bien esquiar.
Estoy aquí por elección propia.
¿Todos están contentos?
¿Es ella su hermana?
No es un truco.
Nadie ha resultado herido.
No peleen, por favor.
Toma tiempo rasurarse.
Toma tiempo afeitarse.
A ella le gustan mucho las antigüedades.
Le encantan las antigüedades.
Eso es lo que yo deseo.
No hay luces.
Los han engañado.
Tom consoló a Mary.
Tom no lo negó.
Tom no tiene modales.
Tom sabía las reglas.
Tom estaba hipnotizado.
Tom trabaja para Mary.
¿Él es amigo de quién?
¿Por qué me quiere usted?
¿Tú me enseñarías?
Eres un buen jefe.
Comprueba el recorrido.
Vuelve cuando quieras.
¿Dejaste propina?
¿Dejasteis propina?
¿A nadie le importa?
No la escuches.
Sal de mi vista.
Él abrió las jaulas.
Él firmó el cheque.
Su sueño se hizo realidad.
Almorcé apresuradamente.
No confío en las mujeres.
No me maquillo.
Tuve una semana frenética.
Solo tengo un deseo.
Ya no me queda nada.
Te llamo luego.
Me río de Tom.
Soy más que feliz.
Estoy más que feliz.
Ya no estoy enfadado.
He estado en Boston.
No es fácil hacerlo.
Es bastante posible.
Falta un tenedor.
Reservó una habitación.
La respuesta era fácil.
La radio está rota.
La nieve se derrite.
Este es mi favorito.
Esta es mi favorita.
Tom no se quejó.
Tom es nuestro vecino.
Tom de verdad lo lamenta.
Tom se sentó en el bordillo.
Tom vendrá más tarde.
Queremos ayudar a Tom.
¿Qué decidiste?
¿Qué estaba comiendo Tomás?
¿Cuándo ocurrió eso?
¿Quién te hizo esto?
¿Quién encontró mi billetera?
Tienes que estudiar más.
Debes estudiar más.
¿Ella puede ser puntual?
¿Podés dejar de gritar?
¿Puedes parar de gritar?
¿Tom y Mary saben?
Murió al día siguiente.
Él se casó con mi primo.
¿Cómo llegó Tom aquí?
Me gusta leer libros.
Me gusta mucho leer.
Solo necesito un momento.
Me encanta leer libros.
No quiero faltarle el respeto.
No soy una mala persona.
Me sorprendes.
Me he leído los dos libros.
Todavía no funciona.
No funciona aún.
Nadie aquí me conoce.
La temperatura bajó.
Estos son mis lápices.
A ellas no les gustan los gatos.
Ellos me robaron impunemente.
Esta manzana está podrida.
Aquí es donde vivo.
Tom llegó demasiado tarde.
Tom no come pescado.
Deberían meter a Tom en la cárcel.
Tom gritó por ayuda.
Tom era una mala persona.
Tom estaba al teléfono.
Tom estaba en el teléfono.
No aceptamos propinas.
¿Qué quieres ahora?
¿Qué querés ahora?
Las bayas se pueden congelar.
Ambos sobrevivieron.
Sobrevivieron los dos.
¿Ellos viven con vos?
Quita eso de mi mesa.
Quítalo de mi mesa.
También habla francés.
Él sabe hablar japonés.
Él iba a hablar.
No puedo hacer nada mejor.
No puedo tocarme los dedos de los pies.
Ya no bebo.
Como pescado cada semana.
Le di a Tom un sedante.
Voy a la escuela en colectivo.
Yo lo aprendí de ti.
Nunca me gustó la biología.
Hice una carrera con él.
Quiero ser abogado.
Te lo daré.
Te enseñaré francés.
Te voy a contar una historia.
Os contaré una historia.
Le contaré una historia.
Voy a contarte una historia.
Vengo enseguida.
Me alegra poder ayudar.
Todavía soy tu amigo.
Sigo siendo vuestro amigo.
¿Es un vuelo directo?
Las ratas son el origen de la plaga.
Las ratas son portadoras de la enfermedad.
Las ratas transmiten la epidemia.
Mándanos tu impresión.
El cura nos bendijo.
La sopa está demasiado salada.
No hay sustituto.
Ellos jamás mienten.
Ellas no mienten nunca.
Ellos no mienten nunca.
Esta es una buena guitarra.
Este es mi gran momento.
Esta cuchara es de té.
Esta cuchara es para el té.
Tom lo hizo a propósito.
Tom es un estudiante de arte.
Tom está donando sangre.
Tom se ve un poco cansado.
Tom se ve un poco agotado.
Tom me arruinó el fin de semana.
Condujimos hasta Boston.
Necesitamos estudiar más.
¿Cuál es mi número de habitación?
¿Cuál es el número de mi habitación?
Vendrán mejores días.
¿Tú das a caridad?
¿Tú entregas a caridad?
¿Quieren hacerse ricos?
¿Quieren hacerse ricas?
¿Quieres ser rico?
¿Quiere ser rico?
Él vino del sur.
Él se quedó en el hotel.
Él cedió a la presión.
Dudo de que Tomás conozca a María.
También le di uno a Tom.
Conozco a cada uno de ustedes.
Yo sé lo que está en juego.
Hago almuerzo todos los días.
Es posible que necesite un poco de ayuda.
Creo que me iré a la cama.
Esperaba que preguntaras.
Fui muy, pero que muy afortunado.
Tuve mucha, pero que mucha suerte.
Fui requeteafortunada.
Voy a estar en la cocina.
Voy a ir al baile.
¿Queda sal?
¿Queda algo de sal?
Estaba tan duro como una roca.
Estaba duro cual piedra.
Está ocurriendo esta noche.
Va a ser esta noche.
Llama antes de entrar.
Llamad antes de entrar.
Llame antes de entrar.
Llamen antes de entrar.
Las apariencias pueden ser engañosas.
Las apariencias pueden llevar a engaño.
Mary es mi hermanastra.
Quizá Tom no estaba equivocado.
Nadie te entiende.
Él obviamente está mintiendo.
Lee lo que quieras.
Ella postuló a una visa.
¿Entonces cuál es tu dilema?
¿Entonces cuál es vuestro dilema?
¿Entonces cuál es su dilema?
El enemigo está muy cerca.
El enemigo está cerquísima.
El asunto fue resuelto.
Hay algo acá.
Este CD le pertenece a ella.
Este es su CD.
Esos lentes te quedan bien.
Esos lentes se te ven bien.
Hoy me quedé en casa.
Tom es muy inflexible.
Tom durmió en el tren.
Ya vamos a comer.
¿A quién estás mirando?
¿Por qué no vienen?
Debe cumplir con ella.
¿Se te ha pinchado una rueda?
Él es un hombre en el que podemos confiar.
Oye, ¿por qué lloras?
No me gustan los deportes.
Yo no me como los centros de las manzanas.
No necesito tu dinero.
Espero que estés bien.
Espero volver a verte.
Juego al tenis todos los días.
Intenté dejar de fumar.
Quiero que seamos amigos.
Quiero que seamos amigas.
Esta noche no trabajo.
Estoy harta de comer pescado.
Ya me está gustando.
Estoy muy ocupado esta semana.
Sólo lo he visto una vez.
Sólo le he visto una vez.
¿Todavía está esta leche buena?
No es un número entero.
Mi estómago está gruñendo.
Mandale saludos a Tomás de mi parte.
Le envió una postal.
Eso es completamente falso.
La verdad es innegable.
Ellos son mis viejos amigos.
Tom pidió una boleta.
Tom no terminó todavía.
Tom ya no está llorando.
Tom encendió la luz.
No podemos vivir así.
Tuvimos una pelea de bolas de nieve.
Tenemos que encontrar el coche.
¡Qué hermosa puesta de sol!
¿Cuándo volverás?
¿Dónde están nuestros paraguas?
¿Dónde encontraste esto?
¿A quién le están hablando?
¿Por qué no debería hacer eso?
¿Desea ordenar?
¡Escríbele inmediatamente!
Bebes demasiado, Tom.
«¡Protesto!» «Se admite.»
¿Estás listo para hacer eso?
No tengas tanta prisa.
No tengáis tanta prisa.
Jamás vuelvas a hacer eso.
No sueltes la cuerda.
Todo es negociable.
Todo parecía normal.
Compró una caja de dulces.
No vive lejos de aquí.
Él me dio todo su dinero.
En este momento está en la iglesia.
Ya no me gustas.
Usted ya no me agrada.
Desperté pasada la medianoche.
Yo trabajé en esta fábrica.
Soy tan grande como mi padre.
Las pasas son uvas secas.
Ella no dijo nada.
No dijo nada.
Toda la tripulación fue salvada.
Hay una prueba mañana.
Ellos invadieron el país.
Ellos insultaron a Tom.
Tom retiró su mano.
No pudimos convencerlo.
¿Tú qué piensas de la guerra?
¿Qué piensan acerca de la guerra?
¿Cuándo estará lista la comida?
¿En dónde estás viviendo ahora?
¿Dónde vive usted ahora?
Un piso de madera es hermoso.
¿Ya puedo tomar su orden?
¿Ya puedo tomar tu orden?
Todo el mundo quiere algo.
Las frutas tienen semillas en su interior.
Abusó de mi confianza.
Traicionó mi confianza.
Dentro de poco será padre.
Lo acusé de hacer trampa.
Creo que él es feliz.
Yo creo que él es feliz.
No puedo volver con ellos.
No me interesa el deporte.
No me importan los deportes.
Olvidé el libro en casa.
Entendí lo que ella decía.
Tengo que ir a una reunión.
Solo quiero que escuches.
Me encanta comer zanahorias crudas.
Lo conocí hace tres años.
Te escribí tres cartas.
Os he escrito tres cartas.
Cogeré el tren de las dos y media.
Soy un estudiante de instituto.
Sigo estudiando francés.
¿Es allá donde pasó?
Por favor, revisa el guion.
Eso no pasó realmente.
Esta calle es muy ruidosa.
Esa calle es muy ruidosa.
Eso es entre Tom y yo.
El mono está en la jaula.
El espía quemó los documentos.
Lo peor ya ha pasado.
Ellos no ganaron, ¿cierto?
Mi propuesta fue rechazada.
Tom se abstuvo de votar.
Tom lo hizo a su manera.
Tom no tiene opción.
Tom siempre está preocupado.
Tom se ducha todos los días.
Tom lavó todas las toallas.
Anoche tuvimos una fiesta.
Estamos aquí para protegerles.
Ya hemos esperado suficiente.
Ya hemos estado esperando más de la cuenta.
Ya esperamos todo lo esperable.
¿Qué diantres es eso?
¿Cuándo empezó a llover?
¿Dónde están los juguetes de tu hijo?
Amas a tu esposa, ¿verdad?
Debes de ser el hermano de Tom.
Tú has parado el motor.
Todos los pobladores lo conocen.
Estados Unidos estuvo en guerra en 1864.
Al fin pasé la prueba.
Él cerró furiosamente la puerta.
Cree en Papá Noel.
Él le dio su primer beso.
Es más bien rico que pobre.
También él visitaría China.
Su jefe es muy exigente.
¿Cómo se deletrea esa palabra?
¿Cómo se escribe esa palabra?
¿Cuántos guardias había?
No puedo asistir a la reunión.
Tuve una larga conversación con Tom.
Sé que no es imposible.
No debí haber hecho eso.
Creo que voy a desmayarme.
Tengo que dormir un poco.
Estoy rompiendo contigo.
Puede que ella sepa la respuesta.
Quizá ella sepa la respuesta.
Mi tía tenía tres hijos.
Mi padre se está quedando canoso.
Ella le recibió con alegría.
Gracias por la explicación.
Eso no ayudó mucho.
Este es un artículo de coleccionista.
Tom no se puede decidir.
Tom hizo eso mal.
Tom perdió todo lo que tenía.
Tom se casó con una mujer mayor.
A Tom le gustó de verdad Australia.
En verdad a Tom le gustó Australia.
Tom esperó ansiosamente.
Tom fue secuestrado por los extraterrestres.
No teníamos esa opción.
Estábamos teniendo una discusión.
No estamos aquí para divertirnos.
¿Quién pintó estos cuadros?
Necesitas escuchar eso.
Necesitás escuchar eso.
¿Estás completamente seguro?
¿Vas a compartir eso?
¿Quieres tomar café?
¿Te has dejado crecer barba alguna vez?
Él debía pagar sus propias deudas.
Él tiene una enfermedad incurable.
Su vida está llena de problemas.
Su hijo se cayó por el precipicio.
¿Cómo te relajas tras el trabajo?
Yo voy a comprarme un nuevo carro.
Bebí cuanto quise.
Raramente voy en coche al trabajo.
He estado en Europa dos veces.
Yo tengo muchas monedas de plata.
Puse las plumas en mi cajón.
Puse los bolígrafos en mi cajón.
Creo que merezco una respuesta.
Me llegó una flecha a la rodilla.
Recibí un flechazo en la rodilla.
Quería, pero no pude.
No permitiré a nadie que lo haga.
No dejaré que nadie lo haga.
Esperaba que estuvieras acá.
No puedo comprarme una casa.
No me puedo comprar una casa.
Me lo he estado pensando.
¿Es difícil hablar inglés?
Vamos a ver qué está haciendo Tom.
Quizás debería estudiar francés.
Por favor, deme uno de éstos.
Dame uno de éstos, por favor.
Por favor, quédate todavía en la cama.
Ella consiguió gratis el boleto.
Cuéntame algo de Tom.
El tenis es mi deporte favorito.
Eso vino de la nada.
Eso sí es conveniente, ¿no?
La cuestión merecía estudio.
Parece que hay un error.
Esta es una carta importante.
Tom lo hizo como le sugeriste.
Tom sintió dolor en su espalda.
Tom es un niño bastante listo.
Tom perdió el sentido del olfato.
Tom le tiró una piedra al perro.
Le han robado el camión a Tom.
Aceptamos con gusto tu oferta.
Tenemos que prepararnos para ello.
Nos divertimos mucho.
Realmente la pasamos bien.
¿Qué hiciste el domingo pasado?
¿Por qué no le pedimos consejo a él?
¿Por qué no le pedimos su consejo?
¿Por qué no le pedimos consejo?
¿Y qué pasó después?
Todo problema tiene una solución.
Él le dio a ella un asentimiento de aprobación con la cabeza.
Él le dio a ella un gesto de aprobación.
Su padre no juega al golf.
Cómo lo hagas es cosa tuya.
Cómo hacerlo depende de vosotros.
Supuse que ella estaba allí.
Supuse que ella estaba allá.
Me cepillo los dientes dos veces al día.
Cambié mi foto de perfil.
No pensé que él vendría.
No sé a dónde voy.
Tengo una cita con el dentista.
Tengo muchos amigos aquí.
No tengo suelto.
Necesito saber qué tan lejos es.
Pensé que eras mi amigo.
Trato de tener una dieta balanceada.
Por desgracia no nos queda otra opción.
El día será soleado.
Hagamos una pausa de diez minutos.
Ayer me robaron la bicicleta.
El pasatiempo de mi padre es la pesca.
Por favor, ponga esto en inglés.
Por favor, traduzca esto al inglés.
Ayer vio a un hombre alto.
Gracias por ayudarme siempre.
Sólo hay una toalla.
Una vez hubo aquí una iglesia.
Hay alguien en la puerta.
Éste es un libro dirigido a los principiantes.
Tom nunca me habló sobre esto.
Tom llevó a Mary al club nocturno.
Tom quería que Mary ayudara a John.
Tom fue picado por un mosquito.
Tom estuvo todo el día reunido.
Tom estuvo en la ciudad el lunes por la noche.
Tom obviamente era un hombre rico.
Nos divertimos mucho juntos.
¿A qué hora vas a trabajar?
¿Dónde aprendiste todo eso?
¿Dónde está la estación de tren?
Tú no tienes una buena memoria.
Esta noche te ves encantadora.
Tienes que presionar el botón.
¿Sabes cómo se juega al ajedrez?
No vayas a ningún lado sin Tom.
Él desayuna allí a menudo.
Él va a estar allí en diez minutos.
Su meta es ser abogado.
¿Cómo puedes ser tan insensible?
No recuerdo haberte invitado.
No me tomo en serio.
Tengo que salir de esta isla.
Jamás pensé que lo terminaría.
Pensé que Tom era de Boston.
Pensé que estábamos desconectados.
Quiero ser un periodista.
No soy tan rico como era.
No soy tan rico como antes.
¿Hay un teléfono en alguna parte?
Retomemos una vez más este plan.
Vamos a ver cómo le va a Tom.
Túmbate y descansa un poco.
Los niños salieron a jugar.
El perro fue atropellado por un auto.
Las negociaciones naufragaron.
Esta ley rige para todo el mundo.
Tom tiene preciosos recuerdos de Mary.
Tom es un experimentado profesor.
Tom no está en prisión por ahora.
Tom dijo que era inocente.
Parece que Tom ha desaparecido.
Tom cree que Mary tiene más de cuarenta.
Tomás fue arrestado el lunes por la noche.
Tomás fue arrestado la noche del lunes.
¿Qué comés en el desayuno?
¿Por qué no le pedimos consejo a Tom?
¿Por qué no tomas algo?
¿Le molesta a usted que fume?
No puedes confiar en lo que ella dice.
Un perro está durmiendo en la entrada.
Pídele que cuente por encima su plan.
¿Puedes nadar tan rápido como él?
Él es demasiado inteligente como para no saberlo.
No va a comprar ninguna cámara.
Él pintó todas las paredes de verde.
Él no estaba en la reunión.
Él estuvo ausente de la reunión.
Su novia adelgazó.
Su novia perdió peso.
¿Cómo quiere su café?
En este asunto estoy de acuerdo contigo.
Le pregunté sobre el accidente.
Supongo que has tenido noticias de Tom.
Supongo que has oído de Tom.
Puedo costear uno, pero no ambos.
No pude asistir a la reunión.
No tengo ninguna duda sobre eso.
No quiero meterme en problemas.
No quiero meterme en líos.
No quiero volver allí.
Espero que te guste la torta de chocolate.
Sé con quién quieres hablar.
Pienso en ti todo el tiempo.
Pienso en usted todo el tiempo.
Me pregunto si este rumor será cierto.
Me gustaría que leyeras este libro.
Es sólo una solución temporal.
Ni tú ni yo estamos equivocados.
Física es mi asignatura favorita.
Le entró sueño tras la cena.
Ella no dijo ni una palabra al respecto.
Los niños quieren zumo de frutas.
El león es el rey de los animales.
El problema es qué hacer después.
El tocón está completamente pocho.
El tocón está completamente podrido.
Los dos hombres se acusaron mutuamente.
Los dos hombres se acusaron el uno al otro.
No hay nadie en la entrada.
Tom no salió bien en el examen.
A Tom no le fue bien en el examen.
Tom no quería ofender a Mary.
Tom le dio todo su dinero a Mary.
Tom estuvo con Mary todo el día.
Tom está actuando algo raro.
Tom se comporta un poco raro.
Tom toca el acordeón bastante bien.
Tom quería que Mary trabajara más duro.
Tom fue detenido por la policía.
Tenemos que empezar por el principio.
Estuvimos esperándote un día entero.
Te esperamos el día entero.
¿Adónde quieres enviarlo?
¿Adónde lo quiere despachar?
¿Por qué hay estrellas en el cielo?
Deberías cumplir con tu deber.
Debería cumplir con su deber.
Deberían cumplir con su deber.
¿Eres el dueño de esta casa?
¿Es usted el propietario de esta casa?
¿Es usted el dueño de esta casa?
Mis dos únicos hermanos están casados.
Por cierto, lo vi a él ayer.
Por cierto, ayer le vi.
¿Tiene cambio para un billete de 10000 yenes?
¿Tom no quería hablar con Mary?
¿Sabes dónde lo puedo encontrar?
¿Piensa usted que los animales tienen alma?
Por lo que sé es un criminal.
Seguía fumando todo el tiempo.
Él lucía como si hubiera estado enfermo.
Él habla mucho de su padre.
Él fue severo con sus hijos.
Volverá en unos días.
Él es bueno en esta clase de cosas.
¿Qué tan pronto vamos a llegar?
Creo que tendrás éxito.
A veces no puedo pensar con claridad.
No puedo soportar más este dolor.
No puedo soportar más el dolor.
No recuerdo haberte prometido eso.
Me olvidé de que hay examen hoy.
Sé que debí llamar primero.
Creo que podrías ser feliz aquí.
Quiero estar seguro de que Tom es culpable.
Amanecí con malestar de estómago.
No te diré por qué lo hice.
Fingiré no haber oído eso.
Haré como que no lo he oído.
Fingiré no haberlo oído.
Voy a desocupar el cuarto a las ocho.
Los niños no se me dan muy bien.
Me alegro mucho de que hayas podido venir.
Lo siento, mi padre no está aquí.
Fue un día ideal para caminar.
No tiene caso pedirle ayuda.
Es hora de que nos pongamos serios.
Es hora de tomárnoslo en serio.
Las matemáticas me resultan difíciles.
Ya a nadie le importa eso.
Ella esperó que él llegara a casa.
Llaman a la puerta.
Cosas así pasan todo el tiempo.
El Primer Ministro dimitió.
El caballo saltó la cerca.
El caballo brincó la valla.
El remedio redujo su dolor.
La guerra duró casi diez años.
Ellos admiraban el adorable panorama.
Dicen que va a haber una tormenta.
Ellos fueron rescatados en helicóptero.
Les rescató el helicóptero.
Hoy es mi decimotercer cumpleaños.
Tom le pidió a María que abra el portón.
Tom compró un libro acerca de cámaras.
Tom hizo lo que yo quería que hiciera.
Tom es buen estudiante ¿verdad?
Tom es buen estudiante ¿no?
Tom es creativo, pero Mary no.
Tom volvió cerrada la noche.
Tom fue al parque solo.
¿Qué tomaste para desayunar?
¿Que comiste en el desayuno?
¿Cúal es tu grosería favorita?
¿Sabes hacia dónde quieres ir?
¿Saben para dónde quieren ir?
Los trabajadores contentos son mejores trabajadores.
Él la contrató como intérprete.
Lo mataron con una sola bala.
Él era demasiado pequeño para ir a la escuela.
Su fuerte voz llamó mi atención.
¿Cuántas idiomas sabes hablar?
Le hice tres preguntas a cada chico.
Decidí quedarme en casa de Tom.
No quiero que vayas a Boston.
Te conozco mejor de lo que piensas.
Te quiero más que a mi vida.
Nunca fui a pescar de noche.
No vale la pena preocuparse por eso.
Mary ahora está estudiando en su pieza.
Necesitaba el dinero desesperadamente.
Ella necesitaba el dinero desesperadamente.
Ella le agradeció por toda su ayuda.
Coged todas las galletas que queráis.
Esa es una sugerencia interesante.
Ellos desafiaron las leyes del rey.
Pese a ser pobre, él era feliz.
Tom le compró a Mary una cosita.
Tom le compró un regalito a Mary.
Tom se está quedando sin abastecimiento.
Tom le dijo a Mary que fuera a hablar con John.
Caminar es un excelente ejercicio.
Acabamos de comer sushi y tomar cerveza.
¿Cuál es tu grupo de música favorito?
¿Por qué no querés usar una corbata?
¿Te gustaría visitar la ciudad?
No sabes nada acerca de mí.
Nunca quisiste ser mi amigo.
Sos una chica demasiado optimista.
Las literas son una forma de aprovechar el espacio.
A la larga el crimen no compensa.
Pocos japoneses pueden usar bien el inglés.
Él nos aburrió con su larga historia.
Él ocultó su pesar bajo una sonrisa.
Nunca se posiciona en contra de sus padres.
Él nunca va en contra de sus padres.
Él levantó la mano para parar a un taxi.
Él caló el motor en tres ocasiones.
¿Durante cuánto tiempo puedes aguantar la respiración?
¿Cuánta gente hay en tu fiesta?
¿Cuántas veces has ido a Europa?
Asumo que tu fiesta fue un éxito.
No la vi por mucho tiempo.
Yo no pienso que eso sea nada extraño.
No quiero conocer a tus padres.
Solo quiero hacerte una pregunta.
Puse las sobras en el frigorífico.
Quiero aprender a disparar como tú.
Estoy cansado de esta monótona vida.
Fue una situación realmente incómoda.
Era casi mediodía cuando desperté.
No fue exactamente coser y cantar.
Los viernes voy al trabajo en vaqueros.
Ella no puede manejar el estrés.
De repente se apagaron todas las luces.
El comité aprobó el presupuesto.
La causa del incendio es desconocida.
El ladrón se escapó con el dinero.
El viento sopla del este.
Ellos persiguieron al hombre para detenerle.
Ellos ni siquiera sabían adónde ir.
Enseñan chino en ese colegio.
Quieren saber qué pasa.
Tom dijo que necesitaba algo más de tiempo.
El perro de Tom babeó sobre su almohada.
¿Ambos llevaban casco?
¿Qué opinas sobre este plan?
Ya lo sabías, ¿verdad?
No se puede fumar en el ascensor.
Eres un letrista muy talentoso.
Eres una letrista muy talentosa.
No vas a hacerlo, espero.
Se puede comparar un libro con un amigo.
Bangkok es la capital de Tailandia.
¿Sabes utilizar esta cámara?
¿Sabe cómo utilizar esta cámara?
¿Sabes cuándo es el cumpleaños de Tom?
¿Quieres tomar té o café?
No dilaten ustedes más la resolución del negocio.
No cometas el mismo error que yo.
Once estudiantes recibieron el premio.
Disculpe, se me han caído los palillos.
Él respondió que no sabía francés.
Él volvió a casa tres días después.
Él tiene mucho dinero en el banco.
Quiere vivir tanto tiempo como pueda.
Quiere vivir lo máximo posible.
Su padre murió cuando tenía tres años.
No veo a Tomás desde ayer.
Cuando era pequeña, me encantaba leer.
Estaba cansado de hacer mis deberes.
Estaba harto de hacer los deberes.
Yo me iré cuando ellos vuelvan aquí.
Mucho ha cambiado en mi ausencia.
Mi padre no está leyendo un libro ahora.
Las naranjas contienen mucha vitamina C.
Las naranjas son ricas en vitamina C.
Por favor, baraja las cartas cuidadosamente.
Ella oyó a alguien pidiendo ayuda.
Ella está en el jardín plantando rosas.
Él está ocupado, así que no puede recibirte.
Pronto adorarás esta ciudad.
Me parece una buena idea.
Así es como él descubrió el cometa.
El niño observó los pájaros durante todo el día.
El hombre se puso de pie y comenzó a cantar.
La situación me preocupa mucho.
No echan nada bueno por la televisión.
No echan nada bueno por la tele.
No hay nada bueno por la tele.
No pasan nada bueno por la tele.
No dan nada bueno por la tele.
Este es el negocio más barato de la ciudad.
Tom gastó todo lo que tenía apostando.
Tom va a romper con Mary.
Creemos en la existencia de Dios.
Nosotros pretendemos investigar ese asunto.
¿Y si el paracaídas no se abre?
¿Cuándo empezaste a aprender francés?
¿Dónde te puedo encontrar si te necesito?
¿Por qué no llamas a las cosas por su nombre?
¿Quiere que le llame a un taxi?
¿Quieres que te llame un taxi?
Una casa es más que un mero edificio.
¿No me darás un beso de despedida?
¿La gente en Boston bebe agua de la llave?
¿La gente de Boston bebe agua del grifo?
Prevalece una mala gestión económica.
La mala gestión económica prevalece.
Siempre arma líos.
Él es el novelista que más admiro.
¿Cómo se pronuncia tu apellido?
Sé que Tomás no quiere estar aquí.
Sé que todos ellos querrán ayudarte.
Creo que voy a tener un buen día.
Te traigo la cuenta en un segundo.
Le traeré la cuenta inmediatamente.
Me voy a casar el 20 de octubre.
Hoy voy a hornear una tarta de melocotón.
He hecho algunos cambios en mi currículum.
Nadie me ha hablado nunca así.
Los animales murieron uno por uno.
Los conductores de colectivos están de paro hoy.
El calendario está colgado en la pared.
Los niños están andando en sus bicicletas.
Tom se compró un nuevo coche deportivo.
Tom no es mucho mayor que María.
Parece que ya sabes la respuesta.
Pareces saber ya la respuesta.
Los extranjeros a menudo no se sienten bienvenidos aquí.
Él no dijo nada sobre sí mismo.
Él tiene sus razones para quedarse allá.
Siempre conduzco por debajo del límite de velocidad.
Tengo una colección de documentales.
No tengo idea de cómo usar esta cosa.
Solo quería decirte que te quiero.
Solo quería decir que te amo.
Me gustaría tomar una taza de café.
Quiero beber una taza de café.
Es una ventaja el verse bien.
A caballo regalado no se le miran los dientes.
Ella trató de persuadir a su padre.
Ella le ordenó que limpiase su habitación.
Ella no es tan guapa como su hermana.
La chica de la que te hablé vive aquí.
La jeringa ya no podía usarse.
Su castigo fue severo, pero justo.
Fuimos amigos desde el primer momento.
Nos hicimos amigos desde el principio.
Estamos contentos de que Tom se haya unido a nuestro equipo.
Puede encontrar lo mismo en cualquier sitio.
Puedes encontrar lo mismo en cualquier parte.
Se quedó en Nueva York por tres semanas.
Él era lo suficientemente listo para oír su consejo.
Todavía no he leído todos estos libros.
Me reúno con él una vez cada seis meses.
Estaba casi seguro de que esa era la respuesta.
Me gustaría reservar una mesa para tres.
Tengo que volver a casa antes de la medianoche.
¿Hay algo que quieras decirme?
¿Puedo ver el menú y la lista de vinos?
Sólo unas cuantas personas saben cómo hacerlo.
Ella dijo una mentira blanca por necesidad.
El hielo se romperá bajo nuestro peso.
El nuevo profesor está en el aula.
El sol desapareció detrás de las nubes.
La violinista tiene una técnica excelente.
Tom no podía dejar de pensar en Mary.
A Tom no se le ocurrió nada que decir.
Pedimos rosado, pero nos trajeron azul.
¿Qué clase de persona piensas que soy?
¿A qué hora llegarás a la estación?
¿Quién reemplazará a su madre?
Cámbiemelo por otro, por favor.
¿Encontraste lo que estabas buscando?
¿No ven el cartel de salida por ahí?
A él le gusta ver partidos de béisbol en la televisión.
Él depende financieramente de su esposa.
No necesito vigilar a Tom todo el tiempo.
No veo por qué no puede venir con nosotros Tom.
Sé que querías enseñarme algo.
Vi que su coche giraba a la derecha.
No soy distinto de cualquier otro padre.
He hecho muchas cosas que no debería.
He hecho muchas cosas que no debería haber hecho.
Es como arrojar perlas a los cerdos.
Mis ingresos y mis gastos no están equilibrados.
Ahora que Mary se ha ido, Tom es más feliz.
Ayúdame con este equipaje pesado por favor.
Al ver al policía, el hombre huyó.
Los niños jugaron afuera hasta que se oscureció.
Cuanto antes lo hagas, mejor.
Este año ha sido un año con suerte para él.
Tom no sabía dónde tomar el colectivo.
Tom se sintió tentado de decirle la verdad a Mary.
Los deberes de Tom incluyen rastrillar las hojas.
¿Por qué no pasás más tiempo con Tom?
Se mató en un accidente de automóvil.
Él envió una carta dirigida a su tío.
Él está seguro de que pasará el próximo examen.
He oído que nos iban a subir el alquiler.
Estoy harto de escuchar sus quejas.
El año pasado él pasó tres meses en el mar.
El año pasado, él pasó tres meses en el mar.
Él pasó tres meses en el mar el año pasado.
Ella durmió más de diez horas ayer.
La cama sobre la que acabas de sentarte es la cama de mi padre.
La cama sobre la que te acabas de sentar es la cama de mi padre.
El extraño estaba demasiado sorprendido para hablar.
El teatro solía estar abierto hasta tarde.
Ellos están aquí porque son mis amigos.
Tom le pidió a María que lo llamara después de la cena.
Tom realmente necesita decirle la verdad a Mary.
Tom le mostró a Mary el poema que había escrito.
Tom pasa todo su tiempo en el ordenador.
Tom probablemente va a estar toda la tarde aquí.
Decidimos seguir ocultos durante dos o tres días mas.
No tienes que hacerlo hoy, ¿verdad?
Todos estaban bien vestidos en la fiesta.
Belgrado tiene cerca de dos millones de habitantes.
A veces traduzco letras de canciones para mi esposa.
Si ocurre de nuevo, queremos estar preparados.
Hay alguien con quien deseo hablar primero.
Ellos van a ver una obra una vez al mes.
Esta mañana me he levantado más temprano que de costumbre.
Tom parece estar siempre feliz y sonriente.
No queremos que el bus se vaya sin nosotros.
Tenemos un cinco por ciento de probabilidades de éxito.
Tienes que detenerte si el semáforo está en color rojo.
No dejes a tu perro en la casa todo el día.
Él había llegado al límite de su paciencia.
Era tan pobre, que no podía comprar pan.
Su padre le dejó la casa en su testamento.
No entiendo qué significa esta frase.
Soy un cobarde con las cucarachas.
Mi patio trasero puede acomodar a más de diez personas.
Por favor, llame antes de entrar.
Por favor, llama antes de entrar.
Por favor cuida de mi bebé mientras estoy fuera.
Ésa es la montaña más alta del mundo.
El auto se paró en medio de la carretera.
El continente abunda en combustibles fósiles.
Hay un árbol alto en frente de mi casa.
Tom continuó mirando fijamente a la pantalla en blanco.
Apenas tenemos ocasión de usar el inglés.
Lo harás por las malas o por las buenas.
Lo harás quieras o no.
Lo harás por las buenas o por las malas.
Tu opinión es bastante distinta de la mía.
América fue descubierta por Colón en 1492.
¿Tienes alguna idea de lo que me costó esto?
Toda su vida ha ayudado a los pobres.
No te quería alrededor mío acechándome fuera como fuese.
No me siento responsable por lo sucedido.
Estoy contento de que me recordases sobre la reunión.
Han pasado siete años desde que nos casamos.
Mi casa queda del lado oeste de la calle.
Mis padres verdaderamente aman a sus nietos.
Ha estado enfermo en la cama desde el lunes pasado.
Ella tiende a menospreciar sus capacidades.
Él le aconsejó que dejara de beber.
Quédate por aquí. Quizás aprendas algo.
Quedaos por aquí. Quizás aprendáis algo.
Quédese por aquí. Quizás aprenda algo.
Quédense por aquí. Quizás aprendan algo.
Para serte franco, así es como sucedió.
Tom tocaba el acordeón mientras Mary bailaba.
Eres la única persona de mi edad que conozco.
Ahora te pareces un montón a tu padre.
Él estaba almorzando cuando entré a la habitación.
Pensé que iba a tratar de comer comida mejicana hoy.
Cumpliré con mi deber lo mejor que pueda.
Londres es la capital del Reino Unido.
Ha estado saliendo con él durante unos dos años.
Alguien en esta sala está necesitando un buen desodorante.
Esta ropa esta hecha cien por ciento de lana.
Tom perdió las esperanzas de volverse médico.
Tom y Mary siempre están discutiendo por dinero.
Tom tiene algo que discutir con todos nosotros.
Tom bebió otro sorbo de su vaso de cerveza.
No tenemos clase los miércoles por la tarde.
¿Cuáles son algunos de tus vinos franceses favoritos?
¿Cuál es tu primer recuerdo de la niñez?
¿Dónde puedo descargar películas de acción gratis?
¿Qué te gusta más, patinar o esquiar?
Todavía estás enferma. Debes quedarte en cama.
El aire es una mezcla invisible de gases.
Ambos son impredecibles e impacientes.
Él quebró un bloque de concreto con un martillo.
No siempre logro entender todo lo que dices.
Yo toco trompeta en una orquesta sinfónica de vientos.
Espero con ganas a verte este abril.
Llévate el paraguas en caso de que llueva.
No hay ni una pizca de verdad en lo que él dice.
Las cosas siguen igual pero la gente ha cambiado.
Tom no soporta el olor del humo de cigarro.
Tom se cortó los dedos cuando estaba abriendo una lata.
No podemos encontrar una buena máquina de coser en ningún lado.
Tuvimos un breve coloquio sobre los derechos humanos.
Estábamos apunto de salir cuando sonó el teléfono.
¿Tienes un número para poder contactarte?
Yo no he venido aquí a escuchar tonterías.
Sé que parece una locura, pero juro que es cierto.
Hoy no se puede conseguir nada sin dinero.
Puedes vencer a la realidad con suficiente imaginación.
Ella sabe que no tiene otra opción.
Algunos profesores no entienden este problema.
Tom dijo que necesitaba un poco de aire fresco.
Tuvimos muchas experiencias amargas durante la guerra.
No tenemos elección. Supongo que tendremos que andar.
Puedes llegar ahí en menos de treinta minutos.
¿Todavía estás planeando volver a Boston?
Él mantuvo a los invasores a la raya con una ametralladora.
¿Cuántos estudiantes hay en tu universidad?
¿Cuántos estudiantes hay en vuestra universidad?
¿Cuántos estudiantes hay en su universidad?
Todavía no entiendo qué quieres de mí.
Acepto las condiciones si tu bajas el precio.
Verse como un ángel es más sencillo que ser uno.
No hay nadie en la sala de estar, pero el televisor está encendido.
Ella se niega a dejar su carrera por el matrimonio.
Los recientes avances en medicina son notables.
No hay nada mejor que dar una buena caminata.
Miles de satélites orbitan alrededor de la tierra.
Tom simplemente no pudo decir que no a una oferta tan buena.
¿Qué haría Tom si llegara a saber la verdad?
Está claro que te van a suspender si no estudias más.
Actualmente, la causa de la enfermedad es desconocida.
Limón caliente con miel es un buen remedio para los resfriados.
Conozco a un chabón que dice que no le gusta el helado.
Mary ha recibido muchos premios por su poesía.
La pobreza le ha enseñado a vivir por su cuenta.
Tiene los ojos del padre y la nariz de la madre.
Algunas personas piensan que leer es una pérdida de tiempo.
El inglés es generalmente un pueblo conservador.
Tom no quiere que vuelva a pasar lo mismo.
No tuvimos más alternativa que dejarle el asunto a él.
¿Cuándo te vas a deshacer de todas estas cosas?
Podés hacer una torta con harina, leche y un huevo.
Mucha gente joven fue a Hawái este verano.
¿No crees que ahora mismo deberías estar con Tom?
Él apenas tenía dinero suficiente para comprar pan y leche.
Te dejo mi número de teléfono por si quieres llamarme.
Vayámonos antes de que alguien cambie de idea.
Mary estaba consumiendo drogas, así que la policía la arrestó.
Mi pasatiempo favorito es pasear por la orilla.
Una vez que hayas hecho una promesa, debes mantenerla.
Algunos de los libros que tiene son novelas inglesas.
El boxeador tenía que perder peso para la pelea por el título.
Mientras más escucho, más interesante se vuelve.
Hay un fuerte vínculo de afecto entre ellos.
Tom no puede recordar exactamente donde puso sus llaves.
Tom hizo muchas cosas estúpidas cuando era joven.
Tom no tenía presente la gravedad de la situación.
Todo lo que puede hacer por el momento es sentarme acá y escuchar.
¿Conoces a Tom lo bastante bien como para pedirle que haga esto?
¿Has salido del país en los últimos 30 días?
Debo decir que en realidad no parecían sorprendidos.
No sólo enseñaba en el colegio, también escribía novelas.
Ella lo oyó gritar, así que entró corriendo a su habitación.
El viejo se sentó en la silla con los ojos cerrados.
El ladrón entró a la casa mientras no estábamos.
Este es más largo que cualquier otro puente en el mundo.
No tienes una coartada para el día del homicidio.
Dame un pedazo de esa cosa de ahí para que pueda probarla.
Si no hubiese sido por tu ayuda, habría fracasado.
Lleva mucho tiempo acostumbrarse a la vida en pareja.
Cuesta mucho tiempo acostumbrarse a la vida en pareja.
Requiere mucho tiempo acostumbrarse a la vida en pareja.
Es peligroso exponer a los bebes a la fuerte luz del sol.
El problema con él es que rara vez es puntual.
Los dos países no tienen relaciones diplomáticas.
Estas preguntas son demasiado difíciles para que las conteste yo.
Esta isla perteneció a Francia en el siglo XIX.
¿Te han diagnosticado de un problema cardiaco alguna vez?
Se ha quedado en ese hotel desde hace cinco días.
No es previsible que me despidan por hacer eso.
No tenía suficiente efectivo, así que pagué con tarjeta de crédito.
Me tengo que ir pronto por que dejé el motor andando.
Estoy pensando en que esto se traduzca al francés.
Es de mala educación hablar con las manos en los bolsillos.
Parece que él llegó atrasado a la reunión de ayer.
El hombre que vive al lado de nosotros es un actor famoso.
En Estambul hay unas tres mil mezquitas.
Esto significó que eran demasiado débiles para causar más problemas.
Tom no cree que Mary hiciera lo que John dijo que ella hizo.
Puedes usar el inglés en casi todos los hoteles del mundo.
No sé si él es más joven o mayor que yo.
En aquellos tiempos, solía levantarme a las seis todas las mañanas.
La injusticia en alguna parte es una amenaza a la justicia en todas partes.
Dicen que su padre murió en el extranjero.
La gente te pide críticas, pero sólo espera elogios.
Tom hizo una lista de toda la comida que había comido esa semana.
Cuando era niño, nuestra casa se veía más grande que ahora.
Me apunté su número de teléfono para no olvidarlo.
Tendré que avisar a mi jefe que no vendré mañana.
A los estudiantes se les prohíbe fumar en el recinto de la escuela.
El niño acarició a la niña en el mentón y la besó en la mejilla.
Tom necesitaba a alguien con el que poder hablar de sus problemas.
Tom necesitaba a alguien con quien pudiera hablar de sus problemas.
Una función importante de los policías es el atrapar a los ladrones.
Cuando nuestros dedos se tocaron, un escalofrío recorrió mi cuerpo.
Yo nunca respondo e-mails de personas que no conozco.
El lago Baikal en Rusia es el lago más profundo del mundo.
Uno de mis sueños es ver algún día la aurora boreal.
Uno de mis sueños es ver un día la aurora boreal.
Nuestro consejo es que la empresa invierta en nuevo equipamiento.
Las condiciones sanitarias en los campamentos de refugiados eran horribles.
Todos nos asomamos a la ventana para ver qué pasaba.
Hemos llegado a la conclusión de que esta es una historia verdadera.
Dondequiera que vaya, usted encontrará la misma clase de personas.
No lo puedes acusar de haber robado a menos que tengas pruebas.
Apenas termina el trabajo, él se va derecho al bar.
Los niños necesitan muchas cosas, pero antes que todo, ellos necesitan amor.
Nos pidió que dibujáramos el mapa de Estados Unidos.
Él se decidió a jamás regresar a su país natal.
Quiero entender mejor cuál es el significado de la vida.
Siempre me he preguntado cómo será tener hermanos.
No es de asombrarse que un hombre con sus capacidades sea exitoso.
Nadie se dio cuenta de su ausencia hasta que el encuentro terminó.
La anciana me agradeció por haberle ayudado a cruzar la calle.
Los aliados de tu padre no son solamente sus amigos.
Anduvo lentamente de forma que los niños pudieran seguirlo.
Es muy difícil adivinar de qué país viene una persona.
Como mi sobrino aún era joven, fue perdonado.
No había entradas disponibles para la función del viernes.
No puedo hacerlo porque no tengo suficiente dinero.
Mary no baila mucho ahora, pero sé que antes bailaba mucho.
La encuesta reveló que la mayoría de las mujeres embarazadas prefieren niñas.
Tom escondió el cuchillo con el que había matado a Mary en la habitación de John.
¿Entendiste todo lo que se dijo en la reunión?
A veces me he tomado tiempo del trabajo para ver la Super Bowl.
A veces he pegado un vistazo a la Super Bowl durante el trabajo.
Mary se parece a su madre en aspecto, pero no en su personalidad.
El abogado defensor pidió piedad para el condenado.
Los alumnos fingieron que no podían oír al profesor.
Tom y Mary estaban fuera en el balcón a las dos de la mañana.
Tom estaba realmente contento al oír que María había aprobado sus exámenes.
¿Estás pensando seriamente en comenzar tu propio negocio?
Los conductores irresponsables deberían tener retenidas sus licencias.
Compré este libro en la librería frente a la estación.
El equipo local siempre tiene ventaja sobre su rival.
Tom me preguntó si acaso estaría dispuesto a contribuir algo de dinero.
Su hermano casi muere en un accidente de tráfico hace nueve años.
La conferencia tendrá lugar pasado mañana en Tokio.
El extranjero hablaba japonés como si fuera su lengua materna.
Tom le encontró un departamento a Mary no muy lejos de donde ella trabaja.
Tom tiene un montón de libros de religión, pero él nunca los leyó.
Aparentemente, Tom es alguna clase de genio cuando se trata de música.
Yo planeo viajar alrededor del mundo tan pronto como pueda costearlo.
Cuando abrí la puerta del frigorífico, se cayó una manzana.
Desearía no tener que hacer todas esas cosas que no quiero hacer.
El clima aquí se está poniendo frío y eso de verdad no me gusta.
Tenía su nombre en la punta de la lengua, pero no lograba recordarlo.
Cuando sacudes manos con alguien, debes mirarlo a los ojos.
¿Recuerdas el día en que nos encontramos por primera vez?
Sé que es muy improbable que vayamos a ver alguna ballena hoy.
Los reporteros exigieron saber por qué el alcalde no hablaría con ellos.
Si no te escribieses con él, estarías solo.
La compañía le dio un reloj de oro en agradecimiento por sus servicios.
«Tom, ¿estás durmiendo?» «No, solo dejo que mis ojos descansen un poco.»
Ha habido muchas quejas acerca de la falta de protección policial.
Nunca pensé que sería así de difícil elegir un color para pintar la cocina.
En los días nublados puedes oír los sonidos lejanos mejor que con un buen tiempo.
Puede que no deba decírtelo, pero estoy realmente fascinado por tu belleza.
Tom está teniendo problemas para lidiar con el hecho de que su hijo cometiera suicidio.
Pienso que a lo mejor no tendré suficiente tiempo para comer antes de la reunión.
Tom invirtió todo su dinero en la compañía que Mary y su padre manejaban.
Tom cogió la foto enmarcada de la repisa de la chimenea y le echó un vistazo más de cerca.
Le pidió que no renunciara al trabajo porque eran pobres y necesitaban el dinero.
Devolví los libros que había sacado de la biblioteca y me llevé prestados otros nuevos.
Hay una máquina de coser y una tabla de planchar en el cuarto donde Tom solía dormir.
Siempre deberías ocupar tiempo en hacer cosas que les ayuden a tus hijos a salir adelante en la vida.
La bomba voló la casa de Tom en cenizas. Por suerte, él no estaba en casa en aquel momento.
Todas las familias felices se parecen entre sí, cada familia infeliz lo es a su propio modo.
Tom se declaró culpable de conducir ebrio y le retiraron el carné de conducir durante seis meses.
Si el universo está lleno de estrellas, ¿por qué la luz que proviene de todas ellas no hace que brille continuamente el cielo entero?
Ayer vi la película titulada "La matanza de Texas" con mi novia. Ella estuvo muerta de miedo.
