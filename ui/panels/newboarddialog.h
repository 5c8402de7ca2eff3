// File › New Board…: a board size and k, from the presets of the common games or set by hand,
// each with what to expect of its analysis under the rules chosen (SearchEstimate).
#pragma once

#include "ttt/geometry.h"
#include "ttt/rules.h"

#include <QDialog>
#include <QString>

#include <optional>
#include <vector>

class QButtonGroup;
class QLabel;
class QSpinBox;

// A board the person chose: its size and k, and the rules it comes with, if any (a gomoku
// preset names its rule; a size set by hand keeps the window's).
struct BoardChoice {
    BoardChoice(const ttt::Geometry& chosen, std::optional<ttt::Rules> itsRules = std::nullopt)
        : geometry(chosen)
        , rules(itsRules)
    { }
    ttt::Geometry geometry;
    std::optional<ttt::Rules> rules;
    friend bool operator==(const BoardChoice&, const BoardChoice&) = default;
};

// A common game: its board, the rules it is played under (none: any of the window's), and its
// name as players know it ("Gomoku 15×15, free-style").
struct BoardPreset {
    BoardChoice choice;
    friend bool operator==(const BoardPreset&, const BoardPreset&) = default;
    QString name() const;
    // The toolbar's Board box, as short as the m,n,k boards' names: "Gomoku 15×15", "Standard
    // 15×15" (gomoku's name for exactly five), "Gomocup 20×20".
    QString shortName() const;
    // A longer name for tooltips: "Gomoku: 15×15, five in a row, free-style (five or more wins)".
    QString description() const;
};

class NewBoardDialog : public QDialog {
    Q_OBJECT

public:
    // The presets the dialog and the toolbar offer: tic-tac-toe, 4×4 with four in a row, 5×5
    // with four, 6×6, 7×7 and 8×8 with five; gomoku's 15×15 free-style and exactly five, and
    // Gomocup's 20×20 free-style.
    static const std::vector<BoardPreset>& presets();

    // Starts on `current`; the boards are to be analysed under `rules`.
    explicit NewBoardDialog(const ttt::Geometry& current, ttt::Rules rules = ttt::Rules::Classic,
        QWidget* parent = nullptr);

    ttt::Geometry geometry() const;
    // The size, and the rules of the preset chosen if it names them.
    BoardChoice choice() const;
    void setGeometry(const ttt::Geometry& geometry);
    // What the dialog says to expect of the board chosen.
    QString note() const;

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void presetChosen(int index);
    void sizeEdited();
    // The note keeps the height of the longest it can say at the dialog's width, so that nothing
    // under it moves when it changes.
    void reserveNoteHeight();

    ttt::Rules m_rules;
    // The rules of the preset chosen last, while the size is still its own.
    std::optional<ttt::Rules> m_presetRules;
    QButtonGroup* m_presets;
    QSpinBox* m_columns;
    QSpinBox* m_rows;
    QSpinBox* m_k;
    QLabel* m_note;
    bool m_updating = false;
};
