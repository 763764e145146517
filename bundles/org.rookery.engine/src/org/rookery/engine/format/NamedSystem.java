// SPDX-License-Identifier: EPL-2.0
package org.rookery.engine.format;

/**
 * A pairing system by its published name, within its {@link PairingSystem} family. The engine
 * may refuse a name it does not implement yet; the family says what kind of stage it is.
 */
public enum NamedSystem {
    /** The FIDE Dutch system (C.04.3). */
    DUTCH("the FIDE Dutch system", PairingSystem.SWISS),
    /** The FIDE Burstein system. */
    BURSTEIN("the FIDE Burstein system", PairingSystem.SWISS),
    /** The FIDE Dubov system. */
    DUBOV("the FIDE Dubov system", PairingSystem.SWISS),
    /** The FIDE Lim system. */
    LIM("the FIDE Lim system", PairingSystem.SWISS),
    /** McMahon: a Swiss in which entrants start with points by grade or rating, between a bar and a floor. */
    MCMAHON("McMahon", PairingSystem.SWISS),
    /** Scheveningen: each player of one team meets every player of the other team. */
    SCHEVENINGEN("Scheveningen", PairingSystem.ROUND_ROBIN);

    private final String label;
    private final PairingSystem family;

    NamedSystem(String label, PairingSystem family) {
        this.label = label;
        this.family = family;
    }

    /** The system's name in plain English. */
    public String label() {
        return label;
    }

    /** The family the system belongs to. */
    public PairingSystem family() {
        return family;
    }
}
