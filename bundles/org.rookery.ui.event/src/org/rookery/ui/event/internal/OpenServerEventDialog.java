// SPDX-License-Identifier: EPL-2.0
package org.rookery.ui.event.internal;

import java.util.Arrays;
import java.util.Optional;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.rookery.store.postgresql.ServerAddress;

/**
 * File > Open Event from Server: the event's address ({@code postgresql://HOST[:PORT]/DATABASE/EVENT},
 * the account in it or in its own field), the account and its password, and whether to keep the
 * password in secure storage. The address is checked as it is typed; the password field never
 * shows what is typed, and the password goes nowhere but secure storage and the driver.
 */
final class OpenServerEventDialog extends TitleAreaDialog {

    private final String initialUrl;
    private Text url;
    private Text user;
    private Text password;
    private Button remember;
    private ServerAddress address;
    private char[] secret = new char[0];
    private boolean keep;

    OpenServerEventDialog(Shell parent, String initialUrl) {
        super(parent);
        this.initialUrl = initialUrl == null ? "" : initialUrl;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Open Event from Server");
        setMessage("An event that several arbiters' workbenches record at once, in a PostgreSQL database.");
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        url = field(c, "Event URL:", SWT.BORDER);
        url.setMessage("postgresql://host:5432/database/event");
        user = field(c, "Account:", SWT.BORDER);
        password = field(c, "Password:", SWT.BORDER | SWT.PASSWORD);
        new Label(c, SWT.NONE);
        remember = new Button(c, SWT.CHECK);
        remember.setText("Keep the password in secure storage");
        remember.setSelection(true);
        url.setText(initialUrl);
        try {
            if (!initialUrl.isEmpty()) {
                ServerAddress a = ServerAddress.parse(initialUrl);
                user.setText(a.user());
            }
        } catch (IllegalArgumentException e) {
            // shown by check() below
        }
        url.addModifyListener(e -> check());
        user.addModifyListener(e -> check());
        return area;
    }

    private static Text field(Composite c, String label, int style) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, style);
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(t);
        return t;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Open", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        check();
    }

    /** The address the fields name, or why they do not name one. */
    static Object address(String urlText, String userText) {
        String u = urlText.strip();
        if (u.isEmpty()) {
            return "Type the event's URL: postgresql://host[:port]/database/event";
        }
        if (!ServerAddress.isUrl(u)) {
            return "The URL starts with postgresql:// (an event folder opens from the Project Explorer).";
        }
        String rest = u.substring((ServerAddress.SCHEME + "://").length());
        String account = userText.strip();
        int at = rest.indexOf('@');
        int slash = rest.indexOf('/');
        boolean hasUser = at >= 0 && (slash < 0 || at < slash);
        if (!hasUser && account.isEmpty()) {
            return "Name the account (in its field or as postgresql://account@host/...).";
        }
        String full = hasUser ? (account.isEmpty() ? u : ServerAddress.SCHEME + "://" + account + rest.substring(at))
                : ServerAddress.SCHEME + "://" + account + "@" + rest;
        try {
            ServerAddress a = ServerAddress.parse(full);
            return a.event().isEmpty() ? "The URL names no event: postgresql://host[:port]/database/event" : a;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private void check() {
        Object a = address(url.getText(), user.getText());
        Button ok = getButton(IDialogConstants.OK_ID);
        if (a instanceof ServerAddress sa) {
            setErrorMessage(null);
            address = sa;
        } else {
            setErrorMessage((String) a);
            address = null;
        }
        if (ok != null) {
            ok.setEnabled(address != null);
        }
    }

    @Override
    protected void okPressed() {
        secret = password.getText().toCharArray();
        keep = remember.getSelection();
        password.setText("");
        super.okPressed();
    }

    /** The event's address, after OK. */
    ServerAddress serverAddress() {
        return address;
    }

    /** The password typed (none when left empty), after OK; the caller clears it when done. */
    Optional<char[]> typedPassword() {
        return secret.length == 0 ? Optional.empty() : Optional.of(Arrays.copyOf(secret, secret.length));
    }

    /** Whether the arbiter asked to keep the password in secure storage. */
    boolean keepPassword() {
        return keep;
    }

    /** The fields, for tests that type in them as an arbiter would. */
    Text urlField() {
        return url;
    }

    Text userField() {
        return user;
    }

    Text passwordField() {
        return password;
    }

    Button rememberBox() {
        return remember;
    }
}
