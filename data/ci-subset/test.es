Rema más rápido.
Me encantan los perros.
Yo no soy tímido.
Yo no soy tímida.
Él era valiente.
Yo puedo arreglarlo.
Odio el sushi.
Me gusta el sushi.
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
Lo hemos conseguido.
Llámame un taxi.
Tiene don de palabra.
Se expresa bien.
Juego al tenis.
Yo juego tenis.
Ya soy un hombre.
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
Corta la manzana en dados.
No lo fuerces.
No tengo comida.
Me encantan las fiestas.
Es demasiado temprano.
Abre la trampilla.
Ellos lo arruinaron.
Es tan triste...
Tom murió solo.
Tom despidió a Mary.
Lo hemos encontrado.
¿De quién son?
Puedo pagar más tarde?
Él parece fuerte.
Él se ve hambriento.
Parece tener hambre.
Está realmente enfadado.
No tengo miedo.
No estoy asustado.
Me agrada el frío.
Necesito ese empleo.
Estaré en casa.
Es culpa tuya.
Vamos para adentro.
Tom es canadiense.
Tom es mi socio.
Tom podría estar despierto.
Tom va a gritar.
¿Qué hora es?
¿Qué hora es ahora?
¿Me puedes decir la hora?
¿Te importa decirme la hora?
¿Qué hora tienes?
¿Cómo es Tom?
¿Acaso te importa?
Vaya al grano.
Coge un paraguas.
Tiene unas manos grandes.
Él nació rico.
Él era mi amigo.
Era mi amigo.
Estaba muy feliz.
He llorado mucho.
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
Dame la mano.
Se le pasará.
¿Cuántos hay aquí?
Sé leer francés.
No me arrepiento.
Tengo muy buenas noticias.
Me gusta esa película.
Parece que estoy perdido.
Me iré caminando.
Iré a pie.
Estoy tomando leche.
Estoy bebiendo leche.
Estoy totalmente borracho.
He oído acerca de ti.
Tengo el estómago lleno.
Tengo la panza llena.
Nadie lo sabe.
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
¿A nadie le importa?
No la escuches.
Sal de mi vista.
Él abrió las jaulas.
Él firmó el cheque.
Su sueño se hizo realidad.
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
Voy a estar en la cocina.
Voy a ir al baile.
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
Oye, ¿por qué lloras?
No me gustan los deportes.
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
¿Dónde están nuestros paraguas?
¿Dónde encontraste esto?
¿A quién le están hablando?
¿Por qué no debería hacer eso?
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
