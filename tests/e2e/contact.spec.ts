import { expect, hydratingGoto, test, type Browser, type Page } from "./page-ready";

// The contact form in Chromium: first with JavaScript off (a plain POST form answered by
// the server), then with JavaScript on (the same schema checks it in the browser first).
// Each test comes from an address of its own, so the rate limit only bites where a test
// asks for it.

let ipSeed = Math.floor(Math.random() * 200) + 1;
const nextIp = () => `198.18.${ipSeed}.${(ipSeed = (ipSeed % 250) + 1)}`;

/** The contact form's fields (the footer's newsletter has an e-mail field too). */
const form = (page: Page) => page.getByRole("main");

async function noJsPage(browser: Browser, ip = nextIp()): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  return context.newPage();
}

async function jsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": nextIp() } });
  // The privacy choice is made already, so its banner does not cover the form.
  await context.addInitScript(() =>
    localStorage.setItem(
      "analytics_consent",
      JSON.stringify({ analytics: false, marketing: false, at: "2026-01-01T00:00:00Z" }),
    ),
  );
  return hydratingGoto(await context.newPage());
}

test.describe("contact form without JavaScript", () => {
  test("an empty form comes back with each field's error, and the server says 400", async ({ browser }) => {
    const page = await noJsPage(browser);
    await page.goto("/contact");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Please enter your name." })).toHaveAttribute(
      "href",
      "#contact-name",
    );
    await expect(form(page).getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-email-error")).toHaveText("Please enter your email address.");
    await expect(page.locator("#contact-subject-error")).toHaveText("Please enter a subject.");
    await expect(page.locator("#contact-message-error")).toHaveText("Please write your message.");
  });

  test("what was typed is kept when one field is wrong, and fixing it sends the message", async ({
    browser,
  }) => {
    const page = await noJsPage(browser);
    await page.goto("/contact");
    await form(page).getByLabel("Your name").fill("Jordan Avery");
    await form(page).getByLabel("Email address").fill("jordan@");
    await form(page).getByLabel("Subject").fill("Travis County rate");
    await form(page).getByLabel("Message").fill("Is the 2025 Travis County rate final yet?");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.locator("#contact-email-error")).toHaveText(
      "Please enter a valid email address, such as name@example.com.",
    );
    await expect(form(page).getByLabel("Your name")).toHaveValue("Jordan Avery");
    await expect(form(page).getByLabel("Email address")).toHaveValue("jordan@");
    await expect(form(page).getByLabel("Subject")).toHaveValue("Travis County rate");
    await expect(form(page).getByLabel("Message")).toHaveValue("Is the 2025 Travis County rate final yet?");
    await expect(form(page).getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true");

    await form(page).getByLabel("Email address").fill("jordan@example.com");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByText("We received your message")).toBeVisible();
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(form(page).getByLabel("Your name")).toHaveValue("");
  });

  test("in Spanish at /es/contacto, errors and success are in Spanish", async ({ browser }) => {
    const page = await noJsPage(browser);
    await page.goto("/es/contacto");
    await expect(page.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeVisible();
    await form(page).getByLabel("Su nombre").fill("Lucía");
    await form(page).getByLabel("Correo electrónico").fill("lucia@ejemplo.com");
    await form(page).getByLabel("Asunto").fill("Pregunta");
    await form(page).getByLabel("Mensaje").fill("Hola");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.locator("#contact-message-error")).toHaveText(
      "Cuéntenos un poco más (al menos 10 caracteres) para poder ayudarle.",
    );
    await form(page)
      .getByLabel("Mensaje")
      .fill("¿Cuándo se publican las tasas de 2026 para el condado de Harris?");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("heading", { name: "Mensaje enviado" })).toBeVisible();
  });

  test("the sixth message in ten minutes from one address is refused with 429 and says how long to wait", async ({
    browser,
  }) => {
    const page = await noJsPage(browser, nextIp());
    const send = async () => {
      await page.goto("/contact");
      await form(page).getByLabel("Your name").fill("Sam");
      await form(page).getByLabel("Email address").fill("sam@example.com");
      await form(page).getByLabel("Subject").fill("Hello");
      await form(page).getByLabel("Message").fill("A message that is long enough.");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send message" }).click(),
      ]);
      return response.status();
    };
    for (let i = 0; i < 5; i++) expect(await send()).toBe(200);
    expect(await send()).toBe(429);
    await expect(page.getByRole("alert")).toContainText(
      "Too many messages from your connection. Please try again in 10 minutes.",
    );
    await expect(form(page).getByLabel("Your name")).toBeVisible();
  });
});

test.describe("contact form with JavaScript", () => {
  test("the browser checks the form with the shared schema before sending anything", async ({ browser }) => {
    const page = await jsPage(browser);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.goto("/contact");
    await form(page).getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact-email-error")).toHaveText(
      "Please enter a valid email address, such as name@example.com.",
    );
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the following:" })).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("a field's error goes when the visitor fixes it; the others stay", async ({ browser }) => {
    const page = await jsPage(browser);
    await page.goto("/contact");
    await form(page).getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Send message" }).click();
    const email = form(page).getByLabel("Email address");
    await expect(page.locator("#contact-email-error")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("jordan@example.com");
    await expect(page.locator("#contact-email-error")).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-name-error")).toBeVisible();
  });

  test("sending shows its state, then success", async ({ browser }) => {
    const page = await jsPage(browser);
    await page.goto("/contact");
    // Hold the answer a moment so the sending state can be seen.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form(page).getByLabel("Your name").fill("Riley");
    await form(page).getByLabel("Email address").fill("riley@example.com");
    await form(page).getByLabel("Subject").fill("Thanks");
    await form(page).getByLabel("Message").fill("The calculator helped me check my bill.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeFocused();
  });

  test("a lost connection is the form's error, in the visitor's language, with the message kept", async ({
    browser,
  }) => {
    const page = await jsPage(browser);
    await page.goto("/es/contacto");
    await page.route("**/contacto.data*", (route) => route.abort("internetdisconnected"));
    await form(page).getByLabel("Su nombre").fill("Ana");
    await form(page).getByLabel("Correo electrónico").fill("ana@ejemplo.com");
    await form(page).getByLabel("Asunto").fill("Consulta");
    await form(page).getByLabel("Mensaje").fill("Un mensaje suficientemente largo.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "No se pudo enviar su mensaje. Revise su conexión e inténtelo de nuevo.",
    );
    await expect(form(page).getByLabel("Mensaje")).toHaveValue("Un mensaje suficientemente largo.");
  });
});
