// SPDX-License-Identifier: EPL-2.0
package org.rookery.format.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.resource.XtextResource;
import org.junit.jupiter.api.Test;
import org.rookery.format.ide.hover.FormatHoverService;

/** Content assist and hover know the constructs beyond one clock and one pairing system. */
class ConstructsIdeTest {

    private static final String EVENT = """
            grades G {
              "1 dan" 1740
              "1 kyu" 1620
            }
            format P {
              game { variant shogi }
              time { main 20 min }
              event individual {
                stage group swiss { rounds 5 }
                stage final knockout { qualifiers 4 }
                game points win 1 draw 0.5 loss 0
                tentative ratings from G
              }
            }
            format C extends P {
              event individual {
                stage main mcmahon {
                  rounds 6
                  %s
                }
              }
            }
            """;

    @Test
    void completesTheGradesOfABarAndTheInheritedStagesToRemove() {
        List<String> grades = Ide.proposalTexts(String.format(EVENT, "bar at grade |"));
        assertTrue(grades.containsAll(List.of("\"1 dan\"", "\"1 kyu\"")), grades::toString);
        String remove = String.format(EVENT, "rounds 6").replace("    stage main mcmahon {", "    remove stage |\n"
                + "    stage main mcmahon {");
        List<String> stages = Ide.proposalTexts(remove);
        assertTrue(stages.containsAll(List.of("group", "final")), stages::toString);
    }

    @Test
    void offersTheNewSettingsAsKeywordsWithTheirMeaning() {
        List<ContentAssistEntry> time = Ide.proposals("format T {\n  time {\n    main 90 min for 40 moves\n    |\n  }\n}\n");
        List<String> words = time.stream().map(ContentAssistEntry::getProposal).toList();
        assertTrue(words.containsAll(List.of("then", "white", "black", "illegal", "remove")), words::toString);
        assertTrue(time.stream().anyMatch(e -> e.getProposal().equals("then") && e.getDescription() != null
                && e.getDescription().startsWith("Starts a later time control")), time::toString);
        List<String> stage = Ide.proposalTexts("format T {\n  event individual {\n    stage a dutch {\n      |\n    }\n"
                + "  }\n}\n");
        assertTrue(stage.containsAll(List.of("accelerated", "requested", "pair", "bar", "floor")), stage::toString);
        List<String> event = Ide.proposalTexts("format T {\n  event individual {\n    |\n  }\n}\n");
        assertTrue(event.containsAll(List.of("playoff", "match", "remove", "stage")), event::toString);
    }

    @Test
    void hoversReadTheNewWords() {
        String text = "format T {\n  event individual {\n    stage a dutch\n    playoff armageddon white 5 min black 4 min"
                + " draw odds to black before tie breaks\n  }\n}\n";
        XtextResource resource = Ide.parse(text);
        FormatHoverService hover = Ide.INJECTOR.getInstance(FormatHoverService.class);
        for (String word : List.of("dutch", "playoff", "armageddon", "odds")) {
            String h = hover.hoverText(resource, text.indexOf(word) + 1).orElseThrow();
            assertTrue(h.startsWith("**" + word + "**: "), h);
        }
    }
}
