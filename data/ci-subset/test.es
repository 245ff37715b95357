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
Estaba indefenso.
Estuve indefenso.
Estoy tomando leche.
Estoy bebiendo leche.
Estoy totalmente borracho.
Es discutible.
Tengo el estómago lleno.
Tengo la panza llena.
Nadie lo sabe.
Obviamente iré.
Ella se sonroja.
Ya se fueron.
Tom es un adolescente.
Tom es un joven.
Tom es mi novio.
Tomás perdió un dedo.
No tenés pruebas.
Eres muy divertido.
¿Estás listo, Tom?
Agua fría, por favor.
Él lloró y lloró.
Está jugando al golf.
Es una buena persona.
No puedo entender.
Odio mis cejas.
Necesitaba dinero.
Quiero la sábana.
Quiero la manta.
No nací sordo.
No fui deshonesto.
Soy bueno esquiando.
¿Todos están contentos?
¿Es ella su hermana?
No es un truco.
Nadie ha resultado herido.
No peleen, por favor.
Toma tiempo rasurarse.
Toma tiempo afeitarse.
Le encantan las antigüedades.
No hay luces.
Los han engañado.
Tom consoló a Mary.
Tom no lo negó.
Tom no tiene modales.
Tom sabía las reglas.
Tom estaba hipnotizado.
Tom trabaja para Mary.
¿Tú me enseñarías?
Eres un buen jefe.
Comprueba el recorrido.
Vuelve cuando quieras.
¿A nadie le importa?
No la escuches.
Él abrió las jaulas.
Él firmó el cheque.
No me maquillo.
Te llamo luego.
Me río de Tom.
Soy más que feliz.
Estoy más que feliz.
Ya no estoy enfadado.
He estado en Boston.
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
Tom vendrá más tarde.
¿Qué decidiste?
¿Qué estaba comiendo Tomás?
¿Cuándo ocurrió eso?
¿Quién encontró mi billetera?
Tienes que estudiar más.
Debes estudiar más.
¿Podés dejar de gritar?
¿Puedes parar de gritar?
Me sorprendes.
Todavía no funciona.
No funciona aún.
La temperatura bajó.
Estos son mis lápices.
Ellos me robaron impunemente.
Esta manzana está podrida.
Tom llegó demasiado tarde.
Tom no come pescado.
Tom gritó por ayuda.
No aceptamos propinas.
Ambos sobrevivieron.
Sobrevivieron los dos.
También habla francés.
Él sabe hablar japonés.
Ya no bebo.
Te enseñaré francés.
Vengo enseguida.
Todavía soy tu amigo.
Sigo siendo vuestro amigo.
Mándanos tu impresión.
El cura nos bendijo.
No hay sustituto.
Tom está donando sangre.
Vendrán mejores días.
Está ocurriendo esta noche.
Llama antes de entrar.
Llamad antes de entrar.
Llame antes de entrar.
Llamen antes de entrar.
Mary es mi hermanastra.
Nadie te entiende.
Él obviamente está mintiendo.
Lee lo que quieras.
El asunto fue resuelto.
Hay algo acá.
Tom es muy inflexible.
¿Por qué no vienen?
Esta noche no trabajo.
Mi estómago está gruñendo.
Eso es completamente falso.
La verdad es innegable.
Tom no terminó todavía.
¿Dónde están nuestros paraguas?
«¡Protesto!» «Se admite.»
Todo es negociable.
Todo parecía normal.
Ellos invadieron el país.
Ellos insultaron a Tom.
No pudimos convencerlo.
Abusó de mi confianza.
Traicionó mi confianza.
Sigo estudiando francés.
Eso no pasó realmente.
Mi propuesta fue rechazada.
Tom siempre está preocupado.
Ya hemos esperado suficiente.
Gracias por la explicación.
Tom esperó ansiosamente.
¿Quién pintó estos cuadros?
¿Estás completamente seguro?
La cuestión merecía estudio.
Nos divertimos mucho.
Realmente la pasamos bien.
Las negociaciones naufragaron.
