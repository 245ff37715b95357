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
Deja que lo haga.
Nadie preguntó.
Eso es cruel.
Tom está disgustado.
No podemos ganar.
Teníamos un gato.
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
Eres muy maleducado.
Eres muy grosero.
Pincha en el enlace.
Bebe más líquidos.
Todo es gratis.
Él es muy influyente.
Es influyente.
No compré eso.
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
Revisen sus bolsillos.
Revise sus bolsillos.
¿Me ha oído alguien?
¿Alguien me escuchó?
No juegues conmigo.
Ya dije que sí.
Me temía lo peor.
He arado el campo.
Sería un desastre.
Sentémonos juntos.
Mary es actriz.
Nadie puede ayudarme.
Ella no apareció.
Ella me hace feliz.
El eje está roto.
Tom tiene que responder.
Tom necesita descansar ahora.
Nos sacrificamos un montón.
Escríbeme algo.
¡Debes estar bromeando!
Tráeme mis gafas.
Tráeme las gafas.
Tráigame mis gafas.
¿Bebes café?
¿Tomás café?
¿Bebéis café?
¿Usted toma café?
¿No añora aquello?
Todos tienen defectos.
Él luce sospechoso.
Suele venir tarde.
Me puedo defender sola.
Merezco la felicidad.
Yo agradecería eso.
Todavía soy profesor.
Todo es culpa tuya.
Mary es mi hija.
Mary es hija mía.
Cierra la puerta firmemente.
Tom atrapó la pelota.
Tom condujo muy rápido.
Tom es antipático.
Tom gana mucho dinero.
Tom empacó sus bolsos.
¿Dónde está tu casa?
No puedes culparle.
No podéis culparle.
No pueden culparle.
No puede culparle.
Serás ignorado.
Todos se quedaron calmados.
Él esquiló la oveja.
Acepté la oferta.
Ayer comí pescado.
Comí pescado ayer.
Tengo problemas de espalda.
Nunca te he querido.
Vale una fortuna.
Mary, ¿estás decente?
La gente debería trabajar.
Por favor recuerda eso.
Toma tu medicación.
El sistema está podrido.
Hay sólo una cama.
Esta botella está vacía.
Tom siempre tiene hambre.
Tom se está aburriendo.
Tom estaba muy borracho.
Tomás estaba realmente borracho.
No hemos pedido eso.
No somos terroristas.
¿Adónde van?
¿A dónde van?
¿Adónde van ellos?
¿Te gusta el chocolate?
¿Te duele la garganta?
Todos bajaron la voz.
Dios creó el universo.
Él dejó el cigarro.
Aquí viene el camarero.
Vengo de Australia.
Estoy aquí extraoficialmente.
Estoy reaprendiendo francés.
Estaba extremadamente frío.
Fue muy bonito.
Era muy bonito.
Era muy hermoso.
Está empezando a llover.
Te lo mereces.
Ellos intentaron todo.
Pensá en tu hermano.
Tom se autocorrigió.
Tom flexionó sus bíceps.
Tom es extremadamente rico.
No estabas escuchando.
Confesó su delito.
No quería nada.
Me desagrada el frío.
¡Déjeme pasar, por favor!
El motor no arranca.
Están tratando de ayudar.
Tom contestó el teléfono.
Tom lo hizo ayer.
Hemos estado aquí antes.
Fuisteis arrogantes.
Eras arrogante.
Estás muy callada.
Has estado muy callada.
Ella está chantajeándole.
Ella parecía no interesada.
El teléfono está roto.
Tom aceptó mi regalo.
Tom borró su cuenta.
Tom abrió su maleta.
La guerra crea incertidumbre.
¿Dónde está el comedor?
Nunca lo había considerado.
Lincoln fue un republicano.
Los precios seguían creciendo.
Ellos intentaron escapar.
Tradujeron el texto.
No me están siguiendo.
Tom usa ropa sencilla.
No saques conclusiones precipitadas.
Eso no me sorprendería.
Estamos viviendo tiempos difíciles.
Ellos se comportaban extraño.
El teléfono sonó repentinamente.
Todos elogiaban su heroísmo.
Alcanzaron sus objetivos.
