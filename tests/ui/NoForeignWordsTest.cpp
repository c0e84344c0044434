// SPDX-License-Identifier: GPL-3.0-or-later
// What the ARC and the players read is in the words of the encounter's own ruleset: for each
// ruleset's encounter of the demo campaign, started and played a little, no text of the ARC's
// window (its docks, menus and their shortcuts, the dice tab), the players' screen, the review and
// the prep of a new encounter of that ruleset says a term of another ruleset's (Ruleset::ownWords)
// that its own rules do not use, and none shows an internal id (a combatant's or a slot's id, a
// maneuver's, an option's or a condition's id, the kind of a pending decision, a ruleset option or
// its value as a campaign stores it) or "Names's".

#include "DemoCampaignFile.h"
#include "DiceRollerWidget.h"
#include "EncounterRepository.h"
#include "MainWindow.h"
#include "ShortcutSheet.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "player/PlayerWindow.h"
#include "prep/PrepWindow.h"
#include "review/ReviewWindow.h"
#include "rules/RulesetRegistry.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolButton>
#include <QTreeView>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace scouter::ui {
namespace {

// One text on screen and where it is: "QLabel#boardHeadline in InitiativeBoard#initiativeBoard".
struct Shown {
    QString where;
    QString text;
};

QString nameOf(const QObject* object) {
    const QString name = object->objectName();
    return QString::fromLatin1(object->metaObject()->className()) +
           (name.isEmpty() ? QString() : QStringLiteral("#") + name);
}

// The widget, and its nearest ancestor with an object name, so a failure says where to look.
QString whereOf(const QWidget* widget, const QString& window) {
    QString where = nameOf(widget);
    for (const QWidget* up = widget->parentWidget(); up != nullptr; up = up->parentWidget()) {
        if (!up->objectName().isEmpty()) {
            where += QStringLiteral(" in ") + nameOf(up);
            break;
        }
    }
    return where + QStringLiteral(" (") + window + QStringLiteral(")");
}

QString plain(const QString& text) {
    QString shown = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    // A mnemonic's ampersand is not read ("&Decline"), a doubled one is.
    shown.replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
    return shown;
}

// Views that list the whole campaign, each entry in its own ruleset's words: the campaign dock's
// characters of every ruleset, and the prep's choice of a ruleset, each named by its own title.
bool exempt(const QString& where) {
    static const QStringList kWholeCampaign{QStringLiteral("#campaignView "), QStringLiteral("#prepRuleset ")};
    return std::any_of(kWholeCampaign.begin(), kWholeCampaign.end(),
                       [&where](const QString& view) { return where.contains(view); });
}

// Every text a screen shows or says on hovering, of the visible widgets of `top` and of the
// actions they hold: labels, buttons, fields and their placeholders, combo boxes' entries, group
// and dock titles, tabs, the rows and headers of item views, the grid's items, tooltips and status
// tips; and the menus of a main window, walked down.
class TextCollector {
public:
    explicit TextCollector(QString window) : m_window(std::move(window)) {}

    void widget(QWidget* w) {
        if (w == nullptr || !w->isVisible()) {
            return;
        }
        const QString where = whereOf(w, m_window);
        add(where, w->toolTip());
        add(where, w->statusTip());
        if (w->isWindow()) {
            add(where, w->windowTitle());
        }
        if (auto* label = qobject_cast<QLabel*>(w)) {
            add(where, label->text());
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            add(where, button->text());
        } else if (auto* line = qobject_cast<QLineEdit*>(w)) {
            add(where, line->text());
            add(where, line->placeholderText());
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                add(where, combo->itemText(i));
                add(where, combo->itemData(i, Qt::ToolTipRole).toString());
            }
        } else if (auto* group = qobject_cast<QGroupBox*>(w)) {
            add(where, group->title());
        } else if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            add(where, dock->windowTitle());
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(where, tabs->tabText(i));
                add(where, tabs->tabToolTip(i));
            }
        } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            add(where, spin->prefix());
            add(where, spin->suffix());
            add(where, spin->specialValueText());
        } else if (auto* edit = qobject_cast<QTextEdit*>(w)) {
            add(where, edit->toPlainText());
        } else if (auto* plainEdit = qobject_cast<QPlainTextEdit*>(w)) {
            add(where, plainEdit->toPlainText());
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w);
                   view != nullptr && !qobject_cast<QHeaderView*>(w)) {
            items(where, *view);
        } else if (auto* graphics = qobject_cast<QGraphicsView*>(w); graphics != nullptr && graphics->scene()) {
            for (const QGraphicsItem* item : graphics->scene()->items()) {
                if (!item->isVisible()) {
                    continue;
                }
                add(where, item->toolTip());
                if (const auto* simple = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
                    add(where, simple->text());
                } else if (const auto* rich = dynamic_cast<const QGraphicsTextItem*>(item)) {
                    add(where, rich->toPlainText());
                }
            }
        }
        for (QAction* action : w->actions()) {
            this->action(where, action);
        }
    }

    // A window and every visible widget in it.
    void window(QWidget* top) {
        if (top == nullptr) {
            return;
        }
        widget(top);
        for (QWidget* child : top->findChildren<QWidget*>()) {
            if (!child->isWindow()) {
                widget(child);
            }
        }
    }

    void menus(QMenuBar& bar) {
        for (QAction* entry : bar.actions()) {
            menu(QStringLiteral("menu ") + plain(entry->text()), entry);
        }
        for (const auto& [command, keys] : ShortcutSheet::entries(&bar)) {
            add(QStringLiteral("the shortcut sheet (%1)").arg(m_window), command);
        }
    }

    [[nodiscard]] const std::vector<Shown>& shown() const { return m_shown; }

private:
    void add(const QString& where, const QString& text) {
        if (exempt(where)) {
            return;
        }
        const QString words = plain(text).trimmed();
        if (!words.isEmpty()) {
            m_shown.push_back({where, words});
        }
    }

    void action(const QString& where, QAction* action) {
        if (!action->isVisible() || action->isSeparator()) {
            return;
        }
        const QString at = QStringLiteral("QAction#%1 of %2").arg(action->objectName(), where);
        add(at, action->text());
        add(at, action->toolTip());
        add(at, action->statusTip());
    }

    void menu(const QString& where, QAction* entry) {
        if (!entry->isVisible()) {
            return;
        }
        action(where, entry);
        if (QMenu* sub = entry->menu()) {
            Q_EMIT sub->aboutToShow(); // menus filled as they open (the players' screens)
            for (QAction* inner : sub->actions()) {
                menu(where + QStringLiteral(" › ") + plain(entry->text()), inner);
            }
        }
    }

    void items(const QString& where, QAbstractItemView& view) {
        QAbstractItemModel* model = view.model();
        if (model == nullptr) {
            return;
        }
        auto* tree = qobject_cast<QTreeView*>(&view);
        auto* table = qobject_cast<QTableView*>(&view);
        const auto columnShown = [&](int column) {
            return !(tree != nullptr && tree->isColumnHidden(column)) &&
                   !(table != nullptr && table->isColumnHidden(column));
        };
        QHeaderView* header = tree != nullptr ? tree->header() : table != nullptr ? table->horizontalHeader() : nullptr;
        if (header != nullptr && header->isVisible()) {
            for (int column = 0; column < model->columnCount(); ++column) {
                if (columnShown(column)) {
                    add(where, model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
                    add(where, model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString());
                }
            }
        }
        rows(where, view, *model, tree, table, columnShown, view.rootIndex());
    }

    template <typename Shows>
    void rows(const QString& where, QAbstractItemView& view, QAbstractItemModel& model, QTreeView* tree,
              QTableView* table, const Shows& columnShown, const QModelIndex& parent) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            if ((tree != nullptr && tree->isRowHidden(row, parent)) || (table != nullptr && table->isRowHidden(row))) {
                continue;
            }
            for (int column = 0; column < model.columnCount(parent); ++column) {
                if (!columnShown(column)) {
                    continue;
                }
                const QModelIndex index = model.index(row, column, parent);
                add(where, index.data(Qt::DisplayRole).toString());
                add(where, index.data(Qt::ToolTipRole).toString());
            }
            const QModelIndex first = model.index(row, 0, parent);
            if (tree != nullptr && model.hasChildren(first)) {
                rows(where, view, model, tree, table, columnShown, first);
            }
        }
    }

    QString m_window;
    std::vector<Shown> m_shown;
};

// A term as a whole word, plural or not: as written when it has a capital, in any case when not.
QRegularExpression termPattern(const std::string& term) {
    const QString words = QString::fromStdString(term);
    const bool proper = words != words.toLower();
    return QRegularExpression(QStringLiteral("(?<![\\w-])%1(?:s|es)?(?![\\w-])").arg(QRegularExpression::escape(words)),
                              proper ? QRegularExpression::NoPatternOption : QRegularExpression::CaseInsensitiveOption);
}

// An id as it is stored: a whole token, as written.
QRegularExpression idPattern(const std::string& id) {
    return QRegularExpression(
        QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(QString::fromStdString(id))));
}

// An id that cannot pass for an English word in a sentence ("basic-attack", "raider-3",
// "grapple-check"): a single word (a Fatewalker "dodge") reads the same as the id and says nothing.
bool looksLikeAnId(const std::string& id) {
    return id.find_first_of("-_0123456789") != std::string::npos ||
           std::any_of(id.begin(), id.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

class NoForeignWords : public test::DemoCampaignFile {
protected:
    void SetUp() override {
        // Faces valid for any die the rulesets roll (d4 and up), varied so that initiatives rarely tie.
        faces.clear();
        for (int i = 0; i < 100; ++i) {
            faces.insert(faces.end(), {4, 1, 3, 2});
        }
        DemoCampaignFile::SetUp();
    }

    // The demo's encounter of `ruleset`, open in the ARC's window on screen.
    void openOn(const std::string& ruleset) {
        auto listed = store::EncounterRepository(session->database()).list();
        ASSERT_TRUE(listed) << listed.error().message.toStdString();
        qint64 id = 0;
        for (const store::EncounterSummary& summary : listed.value()) {
            id = summary.encounter.ruleset == QString::fromStdString(ruleset) ? summary.encounter.id : id;
        }
        ASSERT_NE(id, 0) << "the demo campaign has no " << ruleset << " encounter";
        encounterId = id;
        auto overview = CampaignOverview::read(session->database());
        ASSERT_TRUE(overview);
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(std::vector<int>(50, 4)),
                                              std::move(overview).value());
        window->setSession(session.get());
        ASSERT_TRUE(window->openEncounter(id));
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        controller = window->encounter();
        ASSERT_NE(controller, nullptr);
        noteIds();
    }

    void submit(const engine::CommandForm& form) {
        const engine::CommandResult result = controller->submit(form);
        ASSERT_TRUE(result.accepted) << form.type << ": " << result.message;
        noteIds();
    }

    // Start from the Encounter menu's action, as the ARC does.
    void start() {
        QAction* action = window->encounterView()->board()->startAction();
        ASSERT_TRUE(action->isEnabled());
        action->trigger();
        // A tie in the initiatives is put in the order the ruleset suggests, as the ARC may.
        while (!controller->state().pending.empty() && controller->state().pending.front().kind == "tie") {
            noteIds();
            const engine::CommandResult broken =
                controller->submit(engine::commands::BreakTie{controller->state().pending.front().subjects});
            ASSERT_TRUE(broken.accepted) << broken.message;
        }
        ASSERT_TRUE(controller->state().started);
        noteIds();
    }

    [[nodiscard]] std::string opponentOf(const std::string& who) const {
        const auto& s = controller->state();
        const engine::Combatant* actor = s.find(who);
        for (const auto& c : s.combatants) {
            if (actor != nullptr && s.isOpponent(*actor, c) && s.isStanding(c)) {
                return c.id;
            }
        }
        return {};
    }

    // The ids of this encounter and its ruleset that must never reach a screen.
    void noteIds() {
        const auto& s = controller->state();
        const engine::Ruleset& rules = controller->encounter().ruleset();
        for (const auto& c : s.combatants) {
            ids.insert(c.id);
        }
        for (const auto& slot : s.slots) {
            ids.insert(slot.id);
        }
        for (const auto& decision : s.pending) {
            if (looksLikeAnId(decision.kind)) {
                ids.insert(decision.kind);
            }
        }
        std::vector<std::string> who{std::string()};
        for (const auto& c : s.combatants) {
            who.push_back(c.id);
        }
        for (const auto& actor : who) {
            for (const auto& maneuver : rules.maneuvers(s, actor)) {
                if (looksLikeAnId(maneuver.id)) {
                    ids.insert(maneuver.id);
                }
                for (const auto& option : maneuver.options) {
                    if (looksLikeAnId(option.id)) {
                        ids.insert(option.id);
                    }
                }
            }
        }
        for (const auto& condition : rules.conditions()) {
            if (looksLikeAnId(condition.id)) {
                ids.insert(condition.id);
            }
        }
        // The ruleset's options as a campaign stores them: a name ("tieAfterRollOff") anywhere, a
        // value ("count", "false", "end-of-round") when it is all a text says.
        const auto registry = engine::RulesetRegistry::withBuiltins();
        for (const auto& spec : registry.optionSpecs(std::string(rules.name()))) {
            if (looksLikeAnId(spec.name)) {
                ids.insert(spec.name);
            }
            for (const auto& value : spec.values) {
                // A number ("5", a critical's bonus) reads the same in words.
                if (value.id.find_first_not_of("0123456789") != std::string::npos) {
                    wholeIds.insert(value.id);
                }
            }
        }
    }

    // Everything the ARC and the players read now: the ARC's window with each dock in front in
    // turn (the log and the dice share a tab, the board and the campaign another), its menus and
    // shortcut sheet, the players' screen, the review on this encounter and the prep on its ruleset.
    [[nodiscard]] std::vector<Shown> collect(const std::string& ruleset) {
        std::vector<Shown> all;
        const auto take = [&all](const TextCollector& collector) {
            all.insert(all.end(), collector.shown().begin(), collector.shown().end());
        };
        // The quick entry is folded: unfolded, its conditions and durations are on screen too.
        for (auto* fold : window->findChildren<QToolButton*>(QStringLiteral("quickEntryToggle"))) {
            fold->setChecked(true);
        }
        for (const char* dock : {"boardDock", "panelDock", "logDock", "diceDock"}) {
            auto* widget = window->findChild<QDockWidget*>(QString::fromLatin1(dock));
            EXPECT_NE(widget, nullptr) << dock;
            if (widget == nullptr) {
                continue;
            }
            widget->show();
            widget->raise();
            QApplication::processEvents();
            TextCollector arc(QStringLiteral("the ARC's window"));
            arc.window(window.get());
            take(arc);
        }
        TextCollector menus(QStringLiteral("the ARC's menus"));
        menus.menus(*window->menuBar());
        take(menus);

        PlayerWindow* players = window->showPlayerView();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(players));
        TextCollector screen(QStringLiteral("the players' screen"));
        screen.window(players);
        take(screen);

        ReviewWindow* review = window->showReview();
        EXPECT_NE(review, nullptr);
        if (review != nullptr) {
            QSignalSpy opened(review, &ReviewWindow::opened);
            review->open(encounterId);
            EXPECT_TRUE(opened.count() > 0 || opened.wait(5000)) << "the review did not open the encounter";
            QApplication::processEvents();
            TextCollector reviewed(QStringLiteral("the review"));
            reviewed.window(review);
            take(reviewed);
        }

        PrepWindow* prep = window->showPrep();
        EXPECT_NE(prep, nullptr);
        if (prep != nullptr) {
            const int at = prep->rulesetChoice().findData(QString::fromStdString(ruleset));
            EXPECT_GE(at, 0) << ruleset;
            prep->rulesetChoice().setCurrentIndex(at);
            QApplication::processEvents();
            TextCollector prepared(QStringLiteral("the prep"));
            prepared.window(prep);
            take(prepared);
        }
        return all;
    }

    // The check itself: no other ruleset's term that this one lacks, no id, no "Bandits's".
    void expectOwnWords(const std::string& ruleset, const std::vector<Shown>& shown) {
        const auto registry = engine::RulesetRegistry::withBuiltins();
        auto made = registry.create(ruleset, {});
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<engine::Ruleset>>(made)) << ruleset;
        const std::vector<std::string> own = std::get<std::unique_ptr<engine::Ruleset>>(made)->ownWords();
        ASSERT_FALSE(own.empty()) << ruleset << " names no words of its own";
        std::vector<QRegularExpression> ownPatterns;
        for (const auto& term : own) {
            ownPatterns.push_back(termPattern(term));
        }
        std::map<std::string, std::string> foreign; // term -> the ruleset it comes from
        for (const std::string& other : registry.available()) {
            if (other == ruleset) {
                continue;
            }
            auto theirs = registry.create(other, {});
            ASSERT_TRUE(std::holds_alternative<std::unique_ptr<engine::Ruleset>>(theirs)) << other;
            for (const auto& term : std::get<std::unique_ptr<engine::Ruleset>>(theirs)->ownWords()) {
                if (std::find(own.begin(), own.end(), term) == own.end()) {
                    foreign.try_emplace(term, other);
                }
            }
        }
        ASSERT_FALSE(foreign.empty());
        std::set<std::pair<QString, QString>> reported;
        const auto report = [&](const Shown& s, const QString& why) {
            if (reported.insert({s.where + s.text, why}).second) {
                ADD_FAILURE() << s.where.toStdString() << " shows \"" << s.text.toStdString()
                              << "\": " << why.toStdString();
            }
        };
        static const QRegularExpression doubled(QStringLiteral("\\w+s's\\b"));
        // "1 successes", "1 ticks": what the screens count, counted once.
        static const QRegularExpression onePlural(
            QStringLiteral("(?<![\\w.,])1 (?:successes|ticks|rounds|turns|squares|actions|points|combatants|"
                           "commands|tokens|members)\\b"),
            QRegularExpression::CaseInsensitiveOption);
        // The check sees the screens: the ruleset's own terms are on them.
        EXPECT_GT(shown.size(), 200U) << "too few texts collected to judge the screens";
        std::set<std::string> ownSeen;
        for (const Shown& s : shown) {
            for (std::size_t i = 0; i < own.size(); ++i) {
                if (s.text.contains(ownPatterns[i])) {
                    ownSeen.insert(own[i]);
                }
            }
        }
        EXPECT_GE(ownSeen.size(), 3U) << ruleset << "'s screens show fewer than 3 of its own terms";
        for (const Shown& s : shown) {
            QString text = s.text;
            for (const auto& pattern : ownPatterns) {
                text.replace(pattern, QStringLiteral("·"));
            }
            for (const auto& [term, from] : foreign) {
                if (text.contains(termPattern(term))) {
                    report(s, QStringLiteral("%1's \"%2\", which %3 does not use")
                                  .arg(QString::fromStdString(from), QString::fromStdString(term),
                                       QString::fromStdString(ruleset)));
                }
            }
            for (const auto& id : ids) {
                if (s.text.contains(idPattern(id))) {
                    report(s, QStringLiteral("the internal id \"%1\"").arg(QString::fromStdString(id)));
                }
            }
            if (wholeIds.contains(s.text.toStdString())) {
                report(s, QStringLiteral("the option value \"%1\" as stored, not in words").arg(s.text));
            }
            if (const auto match = doubled.match(s.text); match.hasMatch()) {
                report(s,
                       QStringLiteral("\"%1\": a name ending in s takes the apostrophe alone").arg(match.captured()));
            }
            if (const auto match = onePlural.match(s.text); match.hasMatch()) {
                report(s, QStringLiteral("\"%1\": one of something is singular").arg(match.captured()));
            }
        }
    }

    // Rolls in the dice tab, so its result and history are on screen too.
    void rollDice() {
        DiceRollerWidget& roller = window->diceRoller(); // made the first time it is looked at
        auto* expression = roller.findChild<QLineEdit*>(QStringLiteral("expressionEdit"));
        ASSERT_NE(expression, nullptr);
        expression->setText(QStringLiteral("1d20+3"));
        roller.roll();
    }

    EncounterController* controller = nullptr;
    std::set<std::string> ids;
    std::set<std::string> wholeIds; // ids that are a text only when they are the whole of it
};

engine::CommandForm form(const std::string& type, const std::string& who) {
    engine::CommandForm made;
    made.type = type;
    made.set("who", who);
    return made;
}

TEST_F(NoForeignWords, TheDbuEncounterSpeaksDbu) {
    openOn("dbu");
    start();
    const std::string who = controller->acting().toStdString();
    engine::CommandForm charge = form("maneuver", who);
    charge.set("name", "energy-charge");
    submit(charge);
    window->encounterView()->board()->endTurnAction()->trigger();
    noteIds();
    rollDice();
    expectOwnWords("dbu", collect("dbu"));
}

TEST_F(NoForeignWords, TheTrue20EncounterSpeaksTrue20) {
    openOn("true20");
    start();
    const std::string who = controller->acting().toStdString();
    engine::CommandForm attack = form("attack", who);
    attack.set("target", opponentOf(who)).set("roll", 15).set("weapon", 3);
    submit(attack);
    // On to the bandits' turn, a group whose name ends in s: "Bandits' turn".
    for (int turn = 0; turn < 6 && controller->state().current != "bandits"; ++turn) {
        window->encounterView()->board()->endTurnAction()->trigger();
        noteIds();
    }
    ASSERT_EQ(controller->state().current, "bandits");
    rollDice();
    expectOwnWords("true20", collect("true20"));
}

TEST_F(NoForeignWords, TheFatewalkerEncounterSpeaksFatewalker) {
    openOn("fatewalker");
    start();
    // Ysolde acts first on the demo's clock: her sword on a raider, who must choose an answer.
    engine::CommandForm attack = form("act", "ysolde");
    attack.set("action", "attack").set("weapon", "longsword").set("target", "raider-1").set("successes", 1);
    submit(attack);
    // The raider does not answer: the ARC resolves the attack, and the clock goes on.
    engine::CommandForm none;
    none.type = "resolve";
    none.set("choice", std::vector<std::string>{"none"});
    submit(none);
    rollDice();
    expectOwnWords("fatewalker", collect("fatewalker"));
}

} // namespace
} // namespace scouter::ui
